<?php
// a value returned from try (or catch) survives the finally block's own temporaries
function &r1() { $a = ["ok"]; try { return $a[0]; } finally { echo "finally r1\n"; } }
var_dump(r1());
function &r2() { $a = "ok"; try { return $a; } finally { echo "finally ", "r2", "\n"; } }
var_dump(r2());
function v1() { $a = ["ok"]; try { return $a[0]; } finally { $a[""] = 42; } }
var_dump(v1());
function v2() { try { return "x" . str_repeat("y", 2); } finally { $t = strtoupper("abc") . "d"; echo $t, "\n"; } }
var_dump(v2());
function v3() {
    try {
        try { return [1, 2, 3]; } finally { echo implode(",", [7, 8]), "\n"; }
    } finally {
        echo str_pad("outer", 7, "*"), "\n";
    }
}
var_dump(v3());
function v4() {
    try { throw new Exception("e"); } catch (Exception $e) { return $e->getMessage() . "!"; } finally { echo sprintf("%s-%d", "fin", 4), "\n"; }
}
var_dump(v4());
function &r3(&$b) { $a =& $b; try { return $a; } finally { $a = 2; } }
$x = 1;
$y =& r3($x);
var_dump($y);
$x = 3;
var_dump($y);
function gen() { try { yield 1; return "ret" . "urned"; } finally { echo "gen ", "finally", "\n"; } }
$g = gen();
foreach ($g as $v) { var_dump($v); }
var_dump($g->getReturn());
function v5() {
    foreach ([1, 2] as $i) {
        try { return "loop $i"; } finally { echo "f$i ", strlen("abc"), "\n"; }
    }
}
var_dump(v5());
