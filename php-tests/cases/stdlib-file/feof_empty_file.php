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
$base = sys_get_temp_dir() . "/rphp_file_feof_empty_file";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("e.txt", "");
$f = fopen("e.txt", "r");
var_dump(feof($f));
var_dump(fread($f, 10));
var_dump(feof($f));
var_dump(fgets($f), fgetc($f), stream_get_contents($f));
fclose($f);
$loops = 0;
$f = fopen("e.txt", "r");
while (!feof($f)) { fread($f, 10); $loops++; }
var_dump($loops);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
