<?php
ini_set("memory_limit", "2G");
// String searching over a large text: strpos, str_contains, substr_count, str_replace, stripos.
$words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"];
$buf = [];
$x = 7;
for ($i = 0; $i < 800000; $i++) {
    $x = ($x * 1103515245 + 12345) % 2147483648;
    $buf[] = $words[$x % 10];
}
$text = implode(" ", $buf);
$hits = 0;
for ($i = 0; $i < 2000; $i++) {
    $p = strpos($text, "theta iota kappa", ($i * 1237) % strlen($text));
    $hits += $p === false ? -1 : $p % 1000;
}
$c = 0;
foreach ($words as $w) {
    $c += substr_count($text, $w);
    $c += str_contains($text, "$w $w $w $w") ? 1 : 0;
}
$pos = 0; $n = 0;
while (($pos = strpos($text, "gamma", $pos)) !== false) { $n++; $pos += 5; }
$r = str_replace(["alpha", "beta"], ["A", "BETA-LONGER"], $text);
$r2 = str_replace("eta", "ETA", $text);
$ip = stripos($text, "KAPPA ALPHA ZETA");
$rp = strrpos($text, "alpha beta");
echo $hits, " ", $c, " ", $n, " ", strlen($r), " ", strlen($r2), " ", var_export($ip, true), " ", var_export($rp, true), "\n";
echo crc32($r), " ", crc32($r2), "\n";
