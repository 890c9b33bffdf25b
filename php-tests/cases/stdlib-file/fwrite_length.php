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
$base = sys_get_temp_dir() . "/rphp_file_fwrite_length";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("w.txt", "w");
var_dump(fwrite($f, "abcdef", 3));
var_dump(fwrite($f, "xyz", 0));
var_dump(fwrite($f, "123", 10));
var_dump(fwrite($f, "-", -1));
var_dump(fputs($f, "!"));
var_dump(fwrite($f, ""));
var_dump(fwrite($f, 42));
var_dump(fwrite($f, 1.5));
var_dump(fwrite($f, true));
fclose($f);
var_dump(file_get_contents("w.txt"));
try { fwrite($f, "x"); } catch (TypeError $e) { show($e); }

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
