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
$base = sys_get_temp_dir() . "/rphp_file_basename_cases";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
foreach (["/a/b/c.txt", "c.txt", "/a/b/", "/", "", ".", "..", "a//b//", "/a/b/c.txt.bak", "a\\b"] as $p) {
    var_dump(basename($p));
}
var_dump(basename("/x/file.php", ".php"));
var_dump(basename("/x/.php", ".php"));
var_dump(basename("/x/file.php", "file.php"));
var_dump(basename("/x/file.php/", ".php"));
var_dump(basename("file.tar.gz", ".gz"));
var_dump(basename("file.tar.gz", "gz"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
