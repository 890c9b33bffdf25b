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
$base = sys_get_temp_dir() . "/rphp_file_relative_paths";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
mkdir("x");
chdir("x");
file_put_contents("../up.txt", "up");
file_put_contents("here.txt", "here");
var_dump(file_get_contents("../up.txt"));
var_dump(file_exists("../x/here.txt"));
var_dump(scandir(".."));
chdir("..");
var_dump(glob("x/*"));
var_dump(is_file("./x/./here.txt"));
$f = fopen("x/here.txt", "r");
var_dump(fread($f, 100));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
