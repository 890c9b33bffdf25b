<?php
const REASON = "use other()";
#[\Deprecated]
function d0() { return 0; }
#[\Deprecated("use d2() instead")]
function d1() { echo "in d1\n"; return 1; }
#[\Deprecated(since: "8.4")]
function d2($x) { return $x * 2; }
#[\Deprecated("message first", "1.0")]
function d3() {}
#[\Deprecated(message: REASON . "!", since: "2." . "5")]
function d4() {}
#[\Deprecated("")]
function d5() {}
#[\Deprecated(since: "")]
function d6() {}
#[Deprecated(null, null)]
function d7() {}

var_dump(d0());
var_dump(d1());
var_dump(d2(21));
d3();
d4();
d5();
d6();
d7();
echo "callbacks:\n";
var_dump(array_map('d2', [1, 2]));
var_dump(call_user_func('d0'));
$fcc = d2(...);
var_dump($fcc(5));
echo "closures:\n";
$c = #[\Deprecated("closure reason")] function () { return "c"; };
var_dump($c());
$a = #[\Deprecated] fn($v) => $v + 1;
var_dump($a(1));
echo "reflection:\n";
foreach (['d0', 'd1', 'd3', 'strlen'] as $f) {
    var_dump((new ReflectionFunction($f))->isDeprecated());
}
var_dump((new ReflectionFunction($c))->isDeprecated());
$attr = (new ReflectionFunction('d4'))->getAttributes()[0];
var_dump($attr->getName(), $attr->getArguments());
$inst = $attr->newInstance();
var_dump($inst);
try {
    $inst->message = "changed";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "silenced:\n";
var_dump(@d0());
error_reporting(E_ALL & ~E_USER_DEPRECATED);
d1();
error_reporting(E_ALL);
d0();
