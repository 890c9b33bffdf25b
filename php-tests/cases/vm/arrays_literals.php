<?php
$a = [1, 2, 'k' => 'v', 5 => 'five', 'six', '7' => 'seven', '08' => 'eight'];
var_dump($a);
$b = array(1, array(2, 3));
print_r($b);
echo "\n";
$c = [...[1, 2], ...['x' => 'y'], 3];
var_dump($c);
