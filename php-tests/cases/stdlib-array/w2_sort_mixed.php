<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$m = [3, "3", "three", 3.0, null, false, true, [1], "", "0", 0, -1, "-1"];
$x = $m; sort($x); var_dump($x);
$x = $m; rsort($x); var_dump($x);
$big = []; for ($i = 0; $i < 50; $i++) { $big[] = ($i * 37) % 23; }
sort($big); echo json_encode($big), "\n";
rsort($big); echo json_encode($big), "\n";
$s = []; for ($i = 0; $i < 30; $i++) { $s["k$i"] = "v" . (($i * 7) % 11); }
asort($s, SORT_NATURAL); echo json_encode($s), "\n";
ksort($s, SORT_NATURAL); echo json_encode($s), "\n";
