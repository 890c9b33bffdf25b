<?php
function greet($name = "World", $greeting = "Hello") { return "$greeting, $name!"; }
echo greet(), "\n", greet("PHP"), "\n", greet("PHP", "Hi"), "\n";
function withArray($opts = ['a' => 1]) { return count($opts); }
echo withArray(), withArray([1, 2, 3]), "\n";
function constDefault($x = PHP_INT_MAX) { return $x; }
echo constDefault(), "\n";
