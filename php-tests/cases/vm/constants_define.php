<?php
define('GREETING', 'hello');
echo GREETING, "\n";
const ANSWER = 42;
echo ANSWER, "\n";
var_dump(defined('GREETING'), defined('NOPE'), constant('ANSWER'));
var_dump(define('GREETING', 'again'));
echo GREETING, "\n";
try { echo UNDEFINED_CONST; } catch (Error $e) { echo $e->getMessage(), "\n"; }
const ARR = [1, 2];
echo ARR[1], "\n";
