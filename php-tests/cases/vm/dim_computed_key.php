<?php
// writes through one computed key: the key's own value is the key
function k($v) { echo "key $v\n"; return $v; }
function v($v) { echo "value $v\n"; return $v; }

$a = [];
$a[k('x')] = v(1);
$a[k('y') . '2'] = v(2);
for ($i = 0; $i < 3; $i++) {
    $a[$i + 10] = $i * 2;
    $a[dechex($i + 250)] = $i;
}
$a[k('x')] += v(5);
$a[k('n')] ??= v(7);
$a[k('n')] ??= v(8);
$a[k(10)]++;
--$a[k(11)];
unset($a[k(12)]);
var_dump($a);

// a key made by `new`: the TypeError, and the object's end right after the statement
class Key {
    function __destruct() { echo "Key destructed\n"; }
}
try {
    $a[new Key] = 1;
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo "after\n";

// the value throws after the key was computed
function boom() { throw new RuntimeException("boom"); }
try {
    $a[k('z')] = boom();
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
var_dump(isset($a['z']));

// a float key made by an expression is truncated with php's deprecation
$b = [];
$b[1.5 + 1] = 'float';
$b[true ? 'k' : 'j'] = 'ternary';
$b[null ?? 'd'] = 'coalesce';
var_dump($b);

// string offsets written through a computed index
$s = "abcdef";
$s[1 + 1] = 'X';
$s[strlen($s) - 1] = 'Z';
var_dump($s);

// nested keys keep working
$m = [];
$m[k('r')][k('c')] = 1;
$m[1 + 1][] = 3;
var_dump($m);
