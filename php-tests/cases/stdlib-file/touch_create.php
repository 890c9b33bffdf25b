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
$base = sys_get_temp_dir() . "/rphp_file_touch_create";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
var_dump(file_exists("t"));
var_dump(touch("t"));
var_dump(file_exists("t"), filesize("t"));
file_put_contents("t", "keep");
var_dump(touch("t", 86400));
var_dump(file_get_contents("t"), filemtime("t"));
var_dump(touch("t", 0, 0), filemtime("t"), fileatime("t"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
