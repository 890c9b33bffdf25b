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
$base = sys_get_temp_dir() . "/rphp_file_fflush_stream";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("f.txt", "w");
fwrite($f, "abc");
var_dump(fflush($f));
var_dump(file_get_contents("f.txt"));
fclose($f);
$m = fopen("php://memory", "w");
var_dump(fflush($m));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
