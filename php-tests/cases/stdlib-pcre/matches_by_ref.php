<?php
$m = 'old';
var_dump(preg_match('/x/', 'abc', $m), $m);
$m = 'old';
var_dump(preg_match('/(/', 'abc', $m), $m);
$m = 'old';
var_dump(preg_match_all('/x/', 'abc', $m), $m);
$arr = ['k' => null];
var_dump(preg_match('/b/', 'abc', $arr['k']), $arr);
function f() { preg_match('/(\d)/', 'a5', $local); return $local; }
var_dump(f());
