<?php
// round() with php 8.4's RoundingMode enum and the internal int modes 5..8 (CEILING, FLOOR,
// TOWARD_ZERO, AWAY_FROM_ZERO) that its cases map to.
var_dump(RoundingMode::HalfEven, RoundingMode::cases(), enum_exists('RoundingMode'));
$values = [2.5, -2.5, 3.5, -3.5, 1.45, -1.45, 1.55, -1.55, 0.285, -0.285, 0.3, -0.3, 1.0, -1.0, 15, -15, 0.0, -0.0, 5.045, 5.055];
foreach (RoundingMode::cases() as $mode) {
    echo $mode->name, "\n";
    foreach ($values as $v) {
        $out = [];
        foreach ([-1, 0, 1, 2] as $places) {
            $out[] = var_export(round($v, $places, $mode), true);
        }
        echo "  ", var_export($v, true), ": ", implode(" ", $out), "\n";
    }
}
for ($m = 5; $m <= 8; $m++) {
    echo "mode $m:";
    foreach ([1.2, -1.2, 1.5, -1.5, 12.34, -12.34, 7, -7] as $v) {
        echo " ", var_export(round($v, 0, $m), true), "/", var_export(round($v, 1, $m), true), "/", var_export(round($v, -1, $m), true);
    }
    echo "\n";
}
var_dump(round(2.5, mode: RoundingMode::HalfOdd), round(-0.0001, 2, RoundingMode::NegativeInfinity));
var_dump(round(0.0001, 2, RoundingMode::PositiveInfinity), round(1e15 + 0.5, 0, RoundingMode::AwayFromZero));
var_dump(round(3.14159, 30, RoundingMode::TowardsZero), round(-1.5e-23, 23, RoundingMode::HalfTowardsZero));
var_dump(round(-0.3, -30), round(-0.3, 25, RoundingMode::TowardsZero), round(12345, -2, RoundingMode::PositiveInfinity));
foreach ([0, 9, -1, 100, "7", 6.0, true, null, "x", [], new stdClass, Random\IntervalBoundary::OpenOpen] as $m) {
    try {
        var_dump(round(1.55, 1, $m));
    } catch (\Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try { new RoundingMode; } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
