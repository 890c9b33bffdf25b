<?php
$i = 5;
echo $i++, " ", $i, " ", ++$i, " ", $i--, " ", --$i, "\n";
$s = "a"; $s++; echo $s, "\n";
$z = "Az"; $z++; echo $z, "\n";
$n = null; $n++; var_dump($n);
$f = 1.5; $f--; var_dump($f);
$arr = [1]; $arr[0]++; $arr[1] = 0; ++$arr[1]; var_dump($arr);
