<?php
$csv = "name, age ,city\n  bob,42, paris ";
foreach (preg_split('/\R/', $csv) as $line) var_dump(preg_split('/\s*,\s*/', trim($line)));
var_dump(preg_replace('/[^a-z0-9]+/', '-', strtolower('Hello, World! PHP 8.5')));
var_dump(preg_match('/^[\w.+-]+@\w+\.\w{2,}$/', 'user.name+tag@example.com'));
var_dump(preg_replace_callback('/\{(\w+)\}/', fn($m) => ['name' => 'Ann', 'n' => 3][$m[1]] ?? $m[0], 'Hi {name}, you have {n} {things}'));
var_dump(preg_match_all('/(\w+)=("[^"]*"|\S+)/', 'a=1 b="two words" c=x', $m, PREG_SET_ORDER), $m);
var_dump(preg_replace('/(?<=\d)(?=(\d{3})+$)/', ',', '1234567'));
var_dump(preg_split('/(?=[A-Z])/', 'HelloWorldFoo', -1, PREG_SPLIT_NO_EMPTY));
