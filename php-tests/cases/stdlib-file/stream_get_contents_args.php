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
$base = sys_get_temp_dir() . "/rphp_file_stream_get_contents_args";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("s.txt", "0123456789");
$f = fopen("s.txt", "r");
var_dump(stream_get_contents($f, 3));
var_dump(stream_get_contents($f, 2, 7));
var_dump(stream_get_contents($f));
var_dump(stream_get_contents($f));
var_dump(stream_get_contents($f, null, 1));
var_dump(stream_get_contents($f, 0, 0));
var_dump(stream_get_contents($f, -1, 5));
try { stream_get_contents($f, -2); } catch (ValueError $e) { show($e); }
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
