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
$base = sys_get_temp_dir() . "/rphp_file_file_lines";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("f.txt", "a\nb\r\n\n  \nlast");
var_dump(file("f.txt"));
var_dump(file("f.txt", FILE_IGNORE_NEW_LINES));
var_dump(file("f.txt", FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));
var_dump(file("f.txt", FILE_SKIP_EMPTY_LINES));
file_put_contents("e.txt", "");
var_dump(file("e.txt"));
var_dump(file("none.txt"));
try { file("f.txt", 128); } catch (ValueError $e) { show($e); }

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
