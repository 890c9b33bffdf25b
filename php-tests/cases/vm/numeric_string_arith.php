<?php
// Arithmetic on numeric strings, in a loop (the lane) and around its edges.
$cases = ["007", "+5", "-0", "-12", "999999999999999999", "9999999999999999999",
    "9223372036854775807", "1e3", " 12", "12 ", "0x1A", "1.5", ".5", "-", "+", "12abc", ""];
foreach ($cases as $s) {
    for ($i = 0; $i < 2; $i++) {
        try {
            $r = [$s * 2, $s + $i, $i - $s, 7 % ($s === "-0" || $s === "" ? 1 : 3), $s / 4];
            echo json_encode($s), " => ", var_export($r, true), "\n";
        } catch (Throwable $e) {
            echo json_encode($s), " => ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
for ($i = 0; $i < 2; $i++) {
    var_dump("12" & "5", "12" | 5, "3" % "2", "10" % "-3", "9223372036854775807" + 1);
    var_dump("-9223372036854775808" * 1, "100" / "8", "100" / "4", "5" * "5");
}
try {
    echo "5" % "0", "\n";
} catch (DivisionByZeroError $e) {
    echo $e->getMessage(), "\n";
}
