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
$base = sys_get_temp_dir() . "/rphp_file_append_modes";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("a.txt", "start");
$f = fopen("a.txt", "a");
var_dump(ftell($f));
fwrite($f, "+1");
fseek($f, 0);
fwrite($f, "+2");
fclose($f);
var_dump(file_get_contents("a.txt"));
$f = fopen("a.txt", "a+");
var_dump(fread($f, 5));
fwrite($f, "+3");
rewind($f);
var_dump(fread($f, 100));
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
