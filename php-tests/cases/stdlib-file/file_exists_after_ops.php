<?php
function rrmdir($d) {
    foreach (scandir($d) as $e) {
        if ($e === '.' || $e === '..') continue;
        $p = "$d/$e";
        if (is_dir($p) && !is_link($p)) rrmdir($p); else unlink($p);
    }
    rmdir($d);
}
function show($e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$base = sys_get_temp_dir() . "/rphp_file_file_exists_after_ops";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$names = ["one.txt", "two.txt", "three.txt"];
foreach ($names as $i => $n) file_put_contents($n, str_repeat("x", $i));
var_dump(array_map("filesize", $names));
var_dump(array_map("file_exists", $names));
array_map("unlink", $names);
var_dump(array_map("file_exists", $names));
var_dump(array_filter(scandir("."), fn($e) => $e[0] !== "."));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
