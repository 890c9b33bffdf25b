<?php
var_dump(preg_replace_callback(['/a/', '/b/'], fn($m) => strtoupper($m[0]), 'aabbcc'));
var_dump(preg_replace_callback('/a/', fn($m) => 'x', ['p' => 'banana', 'q' => 'cherry']));
var_dump(preg_replace_callback(['/a/', '/(/'], fn($m) => 'x', ['banana', 'cherry'], -1, $c), $c);
var_dump(preg_replace_callback('/(/', fn($m) => 'x', 'abc'));
$log = [];
var_dump(preg_replace_callback(['/\d/', '/[a-z]/'], function ($m) use (&$log) { $log[] = $m[0]; return '.'; }, ['a1', 'b2']));
var_dump($log);
