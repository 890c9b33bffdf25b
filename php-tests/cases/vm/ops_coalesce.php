<?php
$a = null;
echo $a ?? "null-a", "\n";
echo $undef ?? "undef", "\n";
$arr = ['k' => 0, 'n' => null];
echo $arr['k'] ?? 'x', $arr['n'] ?? 'y', $arr['missing'] ?? 'z', "\n";
echo $arr['a']['b']['c'] ?? 'deep', "\n";
$b ??= 5; echo $b, "\n";
$b ??= 6; echo $b, "\n";
$arr['new'] ??= 'created'; echo $arr['new'], "\n";
