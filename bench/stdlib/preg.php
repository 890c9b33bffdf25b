<?php
ini_set("memory_limit", "2G");
// preg over a multi-MB generated text: preg_match_all, preg_replace, preg_split, preg_replace_callback.
$words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"];
$lines = [];
$x = 11;
for ($i = 0; $i < 150000; $i++) {
    $x = ($x * 1103515245 + 12345) % 2147483648;
    $lines[] = "user$i@example" . ($x % 97) . ".com " . $words[$x % 10] . " " . ($x % 100000) . " 2024-" . sprintf("%02d-%02d", $x % 12 + 1, $x % 28 + 1) . " " . $words[($x >> 4) % 10];
}
$text = implode("\n", $lines);
$n1 = preg_match_all('/(\w+)@(\w+)\.com/', $text, $m);
$n2 = preg_match_all('/\b(\d{4})-(\d{2})-(\d{2})\b/', $text, $d, PREG_SET_ORDER);
$r = preg_replace('/\d+/', '#', $text);
$r2 = preg_replace('/(alpha|beta|gamma)/i', '<$1>', $text);
$parts = preg_split('/\s+/', $text);
$cb = preg_replace_callback('/theta (\d+)/', function ($mm) { return "T" . ($mm[1] * 2); }, $text);
$g = preg_grep('/^user1\d*@/', $lines);
echo $n1, " ", $n2, " ", strlen($r), " ", strlen($r2), " ", count($parts), " ", strlen($cb), " ", count($g), "\n";
echo crc32($r), " ", crc32($r2), " ", crc32($cb), " ", $m[2][500], " ", $d[777][0], "\n";
