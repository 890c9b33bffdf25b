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
$base = sys_get_temp_dir() . "/rphp_file_file_put_contents_flags";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
var_dump(file_put_contents("p.txt", "abc"));
var_dump(file_put_contents("p.txt", "def", FILE_APPEND));
var_dump(file_put_contents("p.txt", "ghi", FILE_APPEND | LOCK_EX));
var_dump(file_get_contents("p.txt"));
var_dump(file_put_contents("p.txt", ["x", "y", 1, 2.5, null, true]));
var_dump(file_get_contents("p.txt"));
var_dump(file_put_contents("p.txt", ""));
var_dump(filesize("p.txt"));
var_dump(file_put_contents("p.txt", 123));
var_dump(file_get_contents("p.txt"));
var_dump(file_put_contents("nodir/p.txt", "x"));
$m = fopen("php://memory", "w+"); fwrite($m, "from stream"); rewind($m);
var_dump(file_put_contents("p.txt", $m));
var_dump(file_get_contents("p.txt"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
