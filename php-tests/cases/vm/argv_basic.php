<?php
var_dump($argc, count($argv), $argv[0]);
var_dump($_SERVER['argc'], count($_SERVER['argv']));
function inFunc() { return isset($argv) ? 'set' : 'not set in function'; }
echo inFunc(), "\n";
