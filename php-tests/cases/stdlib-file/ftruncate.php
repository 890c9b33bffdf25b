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
$base = sys_get_temp_dir() . "/rphp_file_ftruncate";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("t.txt", "hello world");
$f = fopen("t.txt", "r+");
var_dump(ftruncate($f, 5), ftell($f));
var_dump(stream_get_contents($f));
var_dump(ftruncate($f, 8));
rewind($f);
var_dump(bin2hex(fread($f, 100)));
try { ftruncate($f, -1); } catch (ValueError $e) { show($e); }
fclose($f);
$r = fopen("t.txt", "r");
var_dump(ftruncate($r, 0));
fclose($r);
var_dump(filesize("t.txt"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
