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
$base = sys_get_temp_dir() . "/rphp_file_copy_overwrite";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("src.txt", "source");
file_put_contents("dst.txt", "old destination content");
var_dump(copy("src.txt", "dst.txt"));
var_dump(file_get_contents("dst.txt"));
mkdir("d");
var_dump(copy("src.txt", "d"));
var_dump(copy("src.txt", "nodir/x"));
var_dump(copy("src.txt", "src.txt"), file_get_contents("src.txt"));
file_put_contents("empty.txt", "");
var_dump(copy("empty.txt", "e2.txt"), filesize("e2.txt"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
