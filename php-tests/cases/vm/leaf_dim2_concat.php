<?php
// Loops the leaf runs: nested reads `$m[$i][$k]` (fused row and element read) and
// `$s .= "text"` (fused literal load and append), with every case they hand back.
function mm($a, $b, $n) {
    $c = [];
    for ($i = 0; $i < $n; $i++) {
        for ($j = 0; $j < $n; $j++) {
            $x = 0;
            for ($k = 0; $k < $n; $k++) {
                $x += $a[$i][$k] * $b[$k][$j];
            }
            $c[$i][$j] = $x;
        }
    }
    return $c;
}
$a = [[1, 2], [3, 4]];
$b = [[5, 6], [7, 8]];
print_r(mm($a, $b, 2));

// rows of mixed kinds: strings, floats, a missing row, a missing element, string keys
$m = [[1.5, "x", null], "str", [true, [9]], 'k' => ['z' => 3]];
for ($i = 0; $i < 5; $i++) {
    for ($k = 0; $k < 3; $k++) {
        $v = $m[$i][$k];
        echo $i, ",", $k, ": ";
        var_dump($v);
    }
}
$key = 'k';
$z = 'z';
for ($i = 0; $i < 2; $i++) {
    var_dump($m[$key][$z]);
}
// an object row (ArrayAccess) and a reference row
class Row implements ArrayAccess {
    function offsetGet($o): mixed { echo "get $o\n"; return $o * 10; }
    function offsetExists($o): bool { return true; }
    function offsetSet($o, $v): void {}
    function offsetUnset($o): void {}
}
$m = [new Row, [1, 2]];
$r = [5, 6];
$m[2] = &$r;
for ($i = 0; $i < 3; $i++) {
    for ($k = 0; $k < 2; $k++) {
        echo $m[$i][$k], "\n";
    }
}
// the row read into the same temporary (nested deeper)
$d = [[[1, 2], [3, 4]]];
for ($i = 0; $i < 2; $i++) {
    echo $d[0][$i][1], "\n";
}

// `.=` of a literal
function build($n) {
    $s = "";
    while ($n-- > 0) {
        $s .= "ab";
    }
    return $s;
}
echo build(5), "\n";
echo strlen(build(100000)), "\n";
// shared strings are copied, not changed under their other holder
$s = "base";
$t = $s;
for ($i = 0; $i < 3; $i++) {
    $s .= "-";
}
echo $s, " ", $t, "\n";
// onto an int, a float, null, an array (the full path's conversions and errors)
$x = 12;
for ($i = 0; $i < 2; $i++) {
    $x .= "!";
}
var_dump($x);
$f = 1.5;
for ($i = 0; $i < 2; $i++) {
    $f .= "e";
}
var_dump($f);
$n = null;
for ($i = 0; $i < 2; $i++) {
    $n .= "n";
}
var_dump($n);
for ($i = 0; $i < 2; $i++) {
    $u .= "u";
}
var_dump($u);
$arr = [1];
for ($i = 0; $i < 2; $i++) {
    $arr .= "a";
}
var_dump($arr);
// a reference
$base = "r";
$ref = &$base;
for ($i = 0; $i < 3; $i++) {
    $ref .= "+";
}
echo $base, "\n";
// an object with __toString
class S { function __toString(): string { return "obj"; } }
$o = new S;
for ($i = 0; $i < 2; $i++) {
    $o .= "!";
}
var_dump($o);
