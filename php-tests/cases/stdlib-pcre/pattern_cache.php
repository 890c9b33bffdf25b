<?php
for ($i = 0; $i < 3; $i++) {
    var_dump(preg_match('/(\d+)/', "x{$i}y", $m), $m[1]);
}
$p = '/a/';
var_dump(preg_replace($p, 'b', 'aa'), preg_match($p, 'xa'), preg_split($p, 'bab'));
for ($i = 0; $i < 5; $i++) { $r = preg_match('/' . $i . '/', "$i"); }
var_dump($r);
