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
$base = sys_get_temp_dir() . "/rphp_file_x_and_c_modes";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("x.txt", "x+");
fwrite($f, "new");
rewind($f);
var_dump(fread($f, 10));
fclose($f);
var_dump(@fopen("x.txt", "x"));
$f = fopen("x.txt", "c");
fwrite($f, "N");
fclose($f);
var_dump(file_get_contents("x.txt"));
$f = fopen("x.txt", "c+");
var_dump(fread($f, 10));
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
