<?php
// Which arrays are JSON lists and which are objects; JSON_FORCE_OBJECT.
$a = [1, 2, 3]; unset($a[1]);
$b = [1, 2, 3]; unset($b[2]);
$c = [3 => 'x'];
$d = ['0' => 'a', '1' => 'b'];
$e = [1 => 'a', 0 => 'b'];
$f = [-1 => 'neg'];
$g = []; $g[] = 1; $g[] = 2;
$h = ['a' => 1, 0 => 2];
foreach ([[], [1], [1, 2, 3], $a, $b, $c, $d, $e, $f, $g, $h, [[], [[]]], ['' => 1], [' ' => [1]],
          [0 => 'a', 2 => 'c'], array_values($a)] as $v) {
    echo json_encode($v), " | ", json_encode($v, JSON_FORCE_OBJECT), "\n";
}
