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
$base = sys_get_temp_dir() . "/rphp_file_glob_basic";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
foreach (["a.txt", "b.txt", "c.log", ".hidden.txt"] as $n) file_put_contents($n, "");
mkdir("sub");
file_put_contents("sub/d.txt", "");
var_dump(glob("*.txt"));
var_dump(glob("*"));
var_dump(glob("*", GLOB_MARK));
var_dump(glob("*", GLOB_ONLYDIR));
var_dump(glob("*/*.txt"));
var_dump(glob("?.log"));
var_dump(glob("[ab].txt"));
var_dump(glob("*.none"));
var_dump(glob("*.none", GLOB_NOCHECK));
var_dump(glob("{a,c}.*", GLOB_BRACE));
var_dump(glob("sub"));
var_dump(glob(".*"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
