<?php
var_dump(preg_replace_callback_array([
    '/\d+/' => fn($m) => '<' . $m[0] . '>',
    '/[a-z]+/' => fn($m) => strtoupper($m[0]),
], 'abc 123 de4', -1, $c), $c);
var_dump(preg_replace_callback_array(['/a/' => fn($m) => 'b', '/b/' => fn($m) => 'c'], ['x' => 'a', 'y' => 'b'], 1, $c), $c);
var_dump(preg_replace_callback_array([], 'abc', -1, $c), $c);
var_dump(preg_replace_callback_array(['/(/' => fn($m) => 'x'], 'abc', -1, $c), $c);
var_dump(preg_replace_callback_array(['/(/' => fn($m) => 'x'], ['abc'], -1, $c), $c);
var_dump(preg_replace_callback_array(['/(b)?a/' => function ($m) { var_dump($m); return '_'; }], 'a', -1, $c, PREG_UNMATCHED_AS_NULL));
