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
$base = sys_get_temp_dir() . "/rphp_file_dirname_levels";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
foreach (["/a/b/c", "/a/b/c/", "a/b", "a", "/", "", ".", "/a", "a//b//c//", "//a"] as $p) {
    var_dump(dirname($p));
}
var_dump(dirname("/a/b/c/d", 2));
var_dump(dirname("/a/b/c/d", 3));
var_dump(dirname("/a/b/c/d", 10));
var_dump(dirname("a/b/c", 2));
var_dump(dirname("a/b/c", 5));
try { dirname("/a", 0); } catch (ValueError $e) { show($e); }

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
