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
$base = sys_get_temp_dir() . "/rphp_file_ftell_after_ops";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("t.txt", "w+");
var_dump(ftell($f));
fwrite($f, "abcdef");
var_dump(ftell($f));
fseek($f, 2);
var_dump(ftell($f));
fread($f, 2);
var_dump(ftell($f));
fgets($f);
var_dump(ftell($f));
fgetc($f);
var_dump(ftell($f), feof($f));
fwrite($f, "gh");
var_dump(ftell($f));
rewind($f);
var_dump(fread($f, 100));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
