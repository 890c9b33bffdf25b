<?php
$x = 10;
$byVal = function() use ($x) { return $x; };
$byRef = function() use (&$x) { return $x; };
$x = 20;
echo $byVal(), " ", $byRef(), "\n";
$counter = function() { static $c = 0; return ++$c; };
$inc = function() use (&$total) { $total++; };
$total = 5; $inc(); $inc();
echo $total, "\n";
$mul = function($a) use ($x) { return $a * $x; };
echo $mul(3), "\n";
echo (function() { return "iife"; })(), "\n";
