<?php
class K { function m($a) { throw new Exception("x"); } }
function g($a) { echo (new Exception("y"))->getTraceAsString(), "\n"; }
try { call_user_func([new K, 'm'], 1); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
call_user_func_array('g', [2]);
