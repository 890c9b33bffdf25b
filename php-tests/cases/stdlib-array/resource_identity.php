<?php
$f = fopen('php://memory', 'r');
$g = fopen('php://memory', 'r');
$list = [$g, 'x', $f, 1];
var_dump($f === $f, $f === $g, $f !== $g, $list[2] === $f);
var_dump(in_array($f, $list, true), in_array($g, $list, true));
var_dump(array_search($f, $list, true), array_search($g, $list, true));
var_dump(array_keys($list, $f, true));
var_dump(in_array((int) $f, $list, true), in_array((int) $f, $list));
fclose($f);
var_dump(in_array($f, $list, true), $f === $list[2]);
