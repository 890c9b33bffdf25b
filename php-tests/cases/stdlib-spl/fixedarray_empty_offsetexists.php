<?php
class A implements ArrayAccess {
    function offsetExists($k): bool { echo "exists($k)\n"; return $k != 'no'; }
    function offsetGet($k): mixed { echo "get($k)\n"; return $k == 'z' ? 0 : 1; }
    function offsetSet($k, $v): void {}
    function offsetUnset($k): void {}
}
$a = new A;
var_dump(isset($a['x']), empty($a['x']), empty($a['z']), empty($a['no']), $a['x'] ?? 'd', $a['no'] ?? 'd');
class F extends SplFixedArray {
    function offsetExists($k): bool { echo "Fexists($k)\n"; return true; }
    function offsetGet($k): mixed { echo "Fget($k)\n"; return 0; }
}
$f = new F(2);
var_dump(isset($f[0]), empty($f[0]), $f[0] ?? 'd');
class O extends ArrayObject {
    function offsetExists($k): bool { echo "Oexists($k)\n"; return true; }
    function offsetGet($k): mixed { echo "Oget($k)\n"; return 0; }
}
$o = new O([1]);
var_dump(isset($o[0]), empty($o[0]), $o[0] ?? 'd');
