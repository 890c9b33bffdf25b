<?php
$a = [1, 2];
echo $a[5] ?? 'none', "\n";
echo $a[5], "|\n";
echo $a['key'], "|\n";
$n = null;
echo $n['x'], "|\n";
$i = 42;
echo $i[0], "|\n";
$s = "abc";
echo $s[1], $s[-1], "|\n";
echo $s[10], "|\n";
