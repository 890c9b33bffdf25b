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
$base = sys_get_temp_dir() . "/rphp_file_file_get_contents_offsets";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("g.txt", "0123456789");
var_dump(file_get_contents("g.txt"));
var_dump(file_get_contents("g.txt", false, null, 3));
var_dump(file_get_contents("g.txt", false, null, 3, 4));
var_dump(file_get_contents("g.txt", false, null, -3));
var_dump(file_get_contents("g.txt", false, null, 0, 0));
var_dump(file_get_contents("g.txt", false, null, 8, 100));
var_dump(file_get_contents("g.txt", offset: 5));
try { file_get_contents("g.txt", false, null, 0, -1); } catch (ValueError $e) { show($e); }
var_dump(file_get_contents("none.txt"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
