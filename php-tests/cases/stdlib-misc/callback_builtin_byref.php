<?php
// an internal function called back with a plain value for a by-reference parameter:
// php's "must be passed by reference, value given" warning, and the call goes on
$a = [3, 1, 2];
var_dump(call_user_func("sort", $a), $a);
var_dump(call_user_func_array("sort", [$a]), $a);
var_dump(call_user_func_array("sort", [&$a]), $a);
var_dump(call_user_func("preg_match", "/(b)/", "abc", $m), $m ?? "unset");
$data = [3, 1];
var_dump(call_user_func_array("array_multisort", [$data]));
var_dump(array_map("end", [[1, 2], [3, 4]]));
var_dump(call_user_func("settype", $a, "string"));
// call_user_func_array() keeps the references its array holds
function setter(&$x, $v) { $x = $v; }
$n = 0;
call_user_func_array("setter", [&$n, 7]);
var_dump($n);
function byval($x) { $x = 5; return $x; }
$m = 1;
var_dump(call_user_func_array("byval", [&$m]), $m);
class K { function inc($v) { return ++$v; } static function set(&$r) { $r = "set"; } }
$b = 1;
var_dump(call_user_func_array([new K, "inc"], [&$b]), $b);
call_user_func_array("K::set", [&$b]);
var_dump($b);
var_dump(call_user_func_array("strlen", [&$b]));
function zero(&...$xs) { foreach ($xs as &$x) { $x = 0; } }
$p = 1; $q = 2;
call_user_func_array("zero", [&$p, &$q]);
var_dump($p, $q);
$s = [2, 1];
call_user_func_array("usort", [&$s, fn($x, $y) => $x <=> $y]);
var_dump($s);
