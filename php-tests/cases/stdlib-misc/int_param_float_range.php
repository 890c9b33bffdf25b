<?php
// An int parameter (a builtin's, a user function's) takes a float or a float string only
// inside [-2^63, 2^63): outside, and NAN or INF, it is the TypeError; a fraction is
// deprecated and truncated.
function f(int $x) { return $x; }
$values = [PHP_INT_MAX + 1, -PHP_INT_MAX - 2.0, 9.2233720368547748E+18, -9.2233720368547748E+18,
    1e30, -1e30, NAN, INF, -INF, 1.5, -2.5, "1e30", "9.2233720368547758E+18", "2.5", "1e3"];
foreach ($values as $v) {
    echo "-- ", var_export($v, true), "\n";
    try { var_dump(strrpos("t", "t", $v)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { var_dump(bin2hex(chr($v))); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { var_dump(f($v)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { var_dump(intdiv($v, 1)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { var_dump((new Random\Randomizer(new Random\Engine\Mt19937(1)))->getInt(0, $v)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
