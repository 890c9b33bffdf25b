<?php
// string offsets given as strings: integer strings, leading-integer ones (warning),
// float strings and words (TypeError), through read, write, isset and ??
$s = "abcdef";
foreach (['1', ' 2', '2 ', '1x', '0nosuchkey', ' 3x', '1.5', '1e1', 'x', '1.5x', '', '-1', '-2z'] as $k) {
    echo "--- '$k'\n";
    try { var_dump($s[$k]); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { $t = $s; $t[$k] = 'Z'; var_dump($t); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { var_dump(isset($s[$k])); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { var_dump($s[$k] ?? 'default'); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
// nested: a string inside an array
$a = ['x' => 'str'];
$a['x']['1y'] = 'Q';
var_dump($a);
echo @$a['x']['1y'], "\n";
var_dump(isset($a['x']['1y']), $a['x']['1y'] ?? 'none');
// bug #19943: '0idx' writes offset 0
$ar = [];
for ($i = 0; $i < 3; $i++) {
    $ar[$i] = "$i";
    @$ar[$i]['0idx'] = "$i";
}
var_dump($ar);
