<?php
// php's notices around references returned from calls
function &lit() { return 5; }
function &expr() { $a = [1]; return $a[0] ?? 2; }
function &none() { return; }
function &falls_off() { }
function value() { return [1, 2, 3]; }
function &byref_value() { return value(); }
function &arr() { static $arr = [1, 2, 3]; return $arr; }
function inc(&$v) { $v++; return $v; }

$a = &lit();
var_dump($a);
$b = &expr();
var_dump($b);
$c = &none();
var_dump($c);
$d = &falls_off();
var_dump($d);
$e = &value();
var_dump($e);
$f = &byref_value();
var_dump($f);

// passing call results to by-reference parameters
var_dump(inc(value()[0]));
var_dump(array_pop(arr()));
var_dump(arr());
var_dump(array_pop(value()));
var_dump(end(value()));
var_dump(inc(arr()[0]));

// foreach by reference over a by-reference function's result
foreach (arr() as &$item) {
    $item *= 10;
}
unset($item);
var_dump(arr());

// by-value use of a by-reference function never notices
$plain = lit();
var_dump($plain, count(arr()), strlen(lit()));
set_error_handler(function ($no, $msg, $file, $line) {
    echo "handler: $msg (line $line)\n";
    return true;
});
$g = &lit();
$h = &value();
var_dump(array_shift(value()));
