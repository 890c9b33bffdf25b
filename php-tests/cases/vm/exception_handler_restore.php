<?php
function a($e) { echo "a: ", $e->getMessage(), "\n"; }
function b($e) { echo "b: ", $e->getMessage(), "\n"; }
var_dump(set_exception_handler('a'));
var_dump(set_exception_handler('b'));
var_dump(restore_exception_handler());
throw new Exception("which one");
