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
$base = sys_get_temp_dir() . "/rphp_file_readonly_writeonly";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("ro.txt", "data");
$r = fopen("ro.txt", "r");
var_dump(fwrite($r, ""));
var_dump(fread($r, 4));
$w = fopen("wo.txt", "w");
var_dump(@fgets($w));
var_dump(@fgetc($w));
var_dump(@fread($w, 5));
var_dump(@fwrite($r, "x"));
var_dump(feof($w));
fclose($r); fclose($w);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
