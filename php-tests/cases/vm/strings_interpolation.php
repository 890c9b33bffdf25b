<?php
$name = "World"; $arr = ['k' => 'v', 3 => 'three']; $n = 5;
echo "Hello $name!\n";
echo "Braces {$name}s and ${name}\n";
echo "Array $arr[k] and {$arr['k']} and $arr[3]\n";
echo "Num: {$n}0\n";
$obj = ['a' => ['b' => 'deep']];
echo "Deep {$obj['a']['b']}\n";
