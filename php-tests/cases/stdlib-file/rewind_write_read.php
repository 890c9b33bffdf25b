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
$base = sys_get_temp_dir() . "/rphp_file_rewind_write_read";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("rw.txt", "w+");
fwrite($f, "line1\nline2\n");
var_dump(ftell($f), rewind($f), ftell($f));
var_dump(fgets($f));
fwrite($f, "LINE2");
rewind($f);
var_dump(stream_get_contents($f));
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
