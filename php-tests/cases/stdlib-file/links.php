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
$base = sys_get_temp_dir() . "/rphp_file_links";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("target.txt", "T");
var_dump(symlink("target.txt", "sl"));
var_dump(is_link("sl"), is_file("sl"), readlink("sl"), file_get_contents("sl"));
var_dump(filetype("sl"), lstat("sl")["size"] === strlen("target.txt"));
var_dump(readlink("target.txt"));
var_dump(readlink("missing"));
var_dump(symlink("target.txt", "sl"));
unlink("target.txt");
var_dump(file_exists("sl"), is_link("sl"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
