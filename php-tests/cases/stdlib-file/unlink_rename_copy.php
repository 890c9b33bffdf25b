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
$base = sys_get_temp_dir() . "/rphp_file_unlink_rename_copy";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("a.txt", "A");
var_dump(rename("a.txt", "b.txt"), file_exists("a.txt"), file_get_contents("b.txt"));
var_dump(copy("b.txt", "c.txt"), file_get_contents("c.txt"));
var_dump(unlink("b.txt"), file_exists("b.txt"));
var_dump(unlink("b.txt"));
var_dump(rename("nope.txt", "x.txt"));
var_dump(copy("nope.txt", "x.txt"));
mkdir("d");
var_dump(unlink("d"));
var_dump(rename("c.txt", "d/c.txt"), scandir("d"));
file_put_contents("e.txt", "E");
var_dump(rename("e.txt", "d/c.txt"), file_get_contents("d/c.txt"));
var_dump(copy("d/c.txt", "d/c2.txt"), count(scandir("d")));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
