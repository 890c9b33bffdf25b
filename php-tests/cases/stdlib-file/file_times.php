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
$base = sys_get_temp_dir() . "/rphp_file_file_times";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("t.txt", "x");
var_dump(touch("t.txt", 1000000000));
var_dump(filemtime("t.txt"));
var_dump(touch("t.txt", 1000000000, 1000000005));
var_dump(fileatime("t.txt"));
var_dump(is_int(filectime("t.txt")));
var_dump(touch("new.txt"), file_exists("new.txt"), filesize("new.txt"));
var_dump(abs(filemtime("new.txt") - time()) < 100);
var_dump(filemtime("missing"));
var_dump(touch("nodir/x"));
var_dump(is_int(fileinode("t.txt")), fileinode("missing"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
