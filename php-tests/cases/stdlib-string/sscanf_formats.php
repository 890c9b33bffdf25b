<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(sscanf("age: 25 name: Bob", "age: %d name: %s"));
var_dump(sscanf("12 apples", "%d %s %s"));
var_dump(sscanf("0x1F 077 101", "%x %o %d"));
var_dump(sscanf("3.14 -2.5e3", "%f %e"));
var_dump(sscanf("abc123", "%[a-z]%d"));
var_dump(sscanf("hello world", "%5s%s"));
var_dump(sscanf("2024-01-15", "%4d-%2d-%2d"));
var_dump(sscanf("X", "%c"));
var_dump(sscanf("a b", "%*s %s"));
var_dump(sscanf("", "%d"));
var_dump(sscanf("12", "%d %d"));
var_dump(sscanf("abc", "%d"));
var_dump(sscanf("50%", "%d%%"));
var_dump(sscanf("a-b-c", "%[^-]-%[^-]-%s"));
$n = sscanf("id: 7 x", "id: %d %s", $id, $rest); var_dump($n, $id, $rest);
$n = sscanf("", "%d", $x); var_dump($n, $x);
t(fn() => sscanf("1 2", "%d %d", $a));
t(fn() => sscanf("1", "%d", $a, $b));
t(fn() => sscanf("1", "%z"));
t(fn() => sscanf("1", '%1$d %d'));
var_dump(sscanf("12 34", "%2\$d %1\$d"));
