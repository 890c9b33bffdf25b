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
$base = sys_get_temp_dir() . "/rphp_file_mkdir_rmdir";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
var_dump(mkdir("a"));
var_dump(mkdir("a"));
var_dump(is_dir("a"));
var_dump(mkdir("x/y/z"));
var_dump(mkdir("x/y/z", 0777, true), is_dir("x/y/z"));
var_dump(mkdir("x/y/z", 0777, true));
var_dump(rmdir("x"));
var_dump(rmdir("x/y/z"), rmdir("x/y"), rmdir("x"));
var_dump(rmdir("missing"));
file_put_contents("file", "");
var_dump(rmdir("file"));
var_dump(mkdir("file/sub"));
var_dump(rmdir("a"), is_dir("a"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
