<?php
var_dump(preg_replace_callback('/\d+/', fn($m) => $m[0] * 2, 'a1 b22 c333'));
var_dump(preg_replace_callback('/(\w)(\d)?/', function ($m) { return count($m) . ':' . implode(',', $m) . ';'; }, 'a1b'));
var_dump(preg_replace_callback('/(?<w>\w)/', function ($m) { return strtoupper($m['w']); }, 'abc', 2, $c), $c);
var_dump(preg_replace_callback('/x/', fn($m) => 'y', 'abc', -1, $c), $c);
var_dump(preg_replace_callback('/\d/', 'implode', 'a1'));
var_dump(preg_replace_callback('/a/', fn($m) => null, 'banana'));
var_dump(preg_replace_callback('/a/', fn($m) => 1.5, 'banana'));
var_dump(preg_replace_callback('//', fn($m) => '-', 'ab'));
