<?php
var_export([1, 'a' => ['b' => null, 'c' => true], 2 => 1.5, 3 => "it's", 4 => 'back\\slash']);
echo "\n";
var_export(1.0); echo "\n";
var_export(-0.0); echo "\n";
var_export("str"); echo "\n";
var_export(PHP_INT_MIN); echo "\n";
echo var_export([], true), "\n";
$o = new stdClass; $o->a = 1;
var_export($o); echo "\n";
