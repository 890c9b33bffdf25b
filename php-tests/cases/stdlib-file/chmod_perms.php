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
$base = sys_get_temp_dir() . "/rphp_file_chmod_perms";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("p.txt", "x");
var_dump(chmod("p.txt", 0640));
var_dump(decoct(fileperms("p.txt") & 0777));
var_dump(chmod("p.txt", 0755));
var_dump(decoct(fileperms("p.txt")));
var_dump(is_executable("p.txt"));
var_dump(chmod("p.txt", 0644), is_executable("p.txt"));
var_dump(fileperms("missing"));
mkdir("d");
chmod("d", 0700);
var_dump(decoct(fileperms("d")));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
