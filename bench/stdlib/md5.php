<?php
ini_set("memory_limit", "2G");
// md5 of a 100 MB string, plus md5/sha1/crc32 of many small strings.
$big = str_repeat("The quick brown fox jumps over the lazy dog. 0123456789\n", 1820000);
echo strlen($big), " ", md5($big), "\n";
echo sha1(substr($big, 0, 20000000)), " ", crc32(substr($big, 0, 20000000)), "\n";
$acc = "";
for ($i = 0; $i < 300000; $i++) {
    $acc = md5($acc . $i);
    if ($i % 3 == 0) { $acc = sha1($acc); }
    $c = crc32($acc);
}
echo $acc, " ", $c, " ", hash('sha256', $acc), "\n";
