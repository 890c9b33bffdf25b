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
$base = sys_get_temp_dir() . "/rphp_file_stat_keys";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("k.txt", "abc");
$s = stat("k.txt");
var_dump(array_keys($s));
$l = lstat("k.txt");
var_dump(array_keys($l) === array_keys($s), $l["size"]);
$f = fopen("k.txt", "r");
var_dump(array_keys(fstat($f)) === array_keys($s));
var_dump(fstat($f)["size"], $s["nlink"]);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
