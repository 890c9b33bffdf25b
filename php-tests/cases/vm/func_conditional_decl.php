<?php
var_dump(function_exists('later'));
if (true) {
    function later() { return "declared"; }
}
var_dump(function_exists('later'));
echo later(), "\n";
function outer() { function inner() { return "inner"; } }
var_dump(function_exists('inner'));
outer();
echo inner(), "\n";
