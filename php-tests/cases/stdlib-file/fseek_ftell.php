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
$base = sys_get_temp_dir() . "/rphp_file_fseek_ftell";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("s.txt", "0123456789");
$f = fopen("s.txt", "r+");
var_dump(fseek($f, 3), ftell($f), fread($f, 2));
var_dump(fseek($f, 2, SEEK_CUR), ftell($f), fread($f, 1));
var_dump(fseek($f, -2, SEEK_END), fread($f, 5), feof($f));
var_dump(fseek($f, 0), feof($f));
var_dump(fseek($f, -1), ftell($f));
var_dump(fseek($f, 20), ftell($f), fread($f, 3), feof($f));
fseek($f, 12);
fwrite($f, "Z");
fclose($f);
var_dump(bin2hex(file_get_contents("s.txt")));
var_dump(SEEK_SET, SEEK_CUR, SEEK_END);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
