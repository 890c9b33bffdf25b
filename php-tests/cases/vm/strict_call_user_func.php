<?php
declare(strict_types=1);
// php compiles call_user_func()/call_user_func_array() named in the code into the caller's
// own call: under strict_types the callback takes its arguments strictly (and a user
// function's error names the call site); a call_user_func reached dynamically does not.
function f(int $x) { return $x; }
class K { static function m(string $s) { return $s; } }
$tries = [
    fn() => call_user_func('strlen', 5),
    fn() => call_user_func_array('strlen', [5]),
    fn() => \call_user_func('str_repeat', "a", "3"),
    fn() => call_user_func('f', "5"),
    fn() => call_user_func_array('f', ["x" => "5"]),
    fn() => call_user_func(['K', 'm'], 5),
    fn() => call_user_func([new DateTime('@0'), 'setTimestamp'], "5"),
    fn() => array_map('strlen', [5]),
];
$cuf = 'call_user_func';
$tries[] = fn() => $cuf('strlen', 5);
foreach ($tries as $i => $t) {
    try {
        var_dump($t());
    } catch (TypeError $e) {
        echo $i, ": ", $e->getMessage(), "\n";
    }
}
