<?php
ini_set("memory_limit", "2G");
// String building: .= concatenation, implode, sprintf, str_repeat into large strings.
$parts = [];
for ($i = 0; $i < 300000; $i++) {
    $parts[] = sprintf("%05d:%s:%.2f|%x", $i, str_repeat(chr(97 + $i % 26), $i % 5 + 1), $i / 7, $i);
}
$joined = implode(",", $parts);
$s = '';
foreach ($parts as $i => $p) {
    $s .= $p;
    if ($i % 3 == 0) { $s .= str_repeat("-", 3); }
}
$big = str_repeat("abcdefghij", 2000000);
$padded = '';
for ($i = 0; $i < 200000; $i++) {
    $padded .= str_pad((string)$i, 8, "0", STR_PAD_LEFT) . sprintf("%'*10s", "x$i");
}
echo strlen($joined), " ", strlen($s), " ", strlen($big), " ", strlen($padded), "\n";
echo crc32($joined), " ", crc32($s), " ", crc32($padded), "\n";
echo substr($joined, 1000, 40), "\n";
