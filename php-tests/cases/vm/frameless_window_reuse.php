<?php
// frameless calls in the leaf loop reuse the windows of callees that returned: a callee
// with many slots returns, a smaller one is entered where it was, and the values each sees
// are its own (arguments, fresh locals, temporaries)
function wide($a, $b, $c) {
    $x = $a * 2; $y = $b * 3; $z = $c * 4;
    $p = $x + $y; $q = $y + $z; $r = $p * $q;
    return $r - $x - $y - $z;
}
function narrow($a) { return $a + 1; }
function unset_local($a) { if ($a > 100) { $never = 1; } return isset($never) ? -1 : $a; }
function mix($n) {
    if ($n <= 0) return 0;
    $w = wide($n, $n + 1, $n + 2);
    $s = narrow($w);
    $u = unset_local($n);
    return $s + $u + mix($n - 1);
}
echo mix(10), "\n";
echo mix(200), "\n";
// an array argument held in a reused window, then released
function first($arr) { return $arr[0]; }
function arrays($n) {
    $t = 0;
    for ($i = 0; $i < $n; $i++) { $t += first([$i, 2]); }
    return $t;
}
echo arrays(1000), "\n";
// a declined op (an echo) deep in nested calls after wider callees returned: the frames
// are made real over a stack cut back to the running window
function leafy($n) { return $n * 2 + 1; }
function deep($n) {
    $v = leafy($n) + leafy($n + 1);
    if ($n == 0) {
        echo "bottom\n";
        foreach (debug_backtrace() as $f) { echo $f["function"], "(", implode(",", $f["args"] ?? []), ") "; }
        echo "\n";
        return $v;
    }
    return $v + deep($n - 1);
}
echo deep(5), "\n";
// a warning from a frameless callee after a wide one returned
function warns($a) { return $a + $undefined; }
function calls_warns($n) { $w = wide($n, 1, 2); return warns($w); }
echo calls_warns(3), "\n";
// an exception thrown in a nested frameless callee, caught further out
function thrower($n) { if ($n == 3) { throw new RuntimeException("at $n"); } return $n; }
function chain($n) { $w = wide($n, $n, $n); return $w + thrower($n) + ($n > 0 ? chain($n - 1) : 0); }
try { echo chain(6), "\n"; } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n"; }
echo chain(2), "\n";
