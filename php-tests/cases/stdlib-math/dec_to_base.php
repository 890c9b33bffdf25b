<?php
// dechex/decbin/decoct: every int (negatives as unsigned 64-bit), and the arguments that
// convert, warn or throw.
foreach ([0, 1, 7, 8, 15, 16, 255, 256, 4095, 65535, PHP_INT_MAX, -1, -2, -255, PHP_INT_MIN] as $n) {
    echo $n, ": ", dechex($n), " ", decoct($n), " ", decbin($n), "\n";
}
for ($i = 1; $i < 50000; $i *= 3) { echo dechex($i), ","; }
echo "\n";
var_dump(dechex("255"), decbin(true), decoct(false), dechex(12.0));
var_dump(dechex(" 17"));
try { dechex("zz"); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { decbin(null); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(dechex(1.5)); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { dechex([]); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { dechex(); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { dechex(1, 2); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo dechex(num: 4096), "\n";
$f = 'decoct';
echo $f(64), " ", implode(",", array_map('decbin', [1, 2, 3])), "\n";
