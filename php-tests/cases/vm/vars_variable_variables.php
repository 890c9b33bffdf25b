<?php
$name = 'foo';
$$name = 'bar';
echo $foo, "\n";
echo ${'fo' . 'o'}, "\n";
$list = ['x', 'y'];
foreach ($list as $v) { $$v = strlen($v) * 10; }
echo $x + $y, "\n";
var_dump(compact('x', 'y'));
extract(['p' => 1, 'q' => 2]);
echo $p + $q, "\n";
