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
$base = sys_get_temp_dir() . "/rphp_file_memory_streams";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$m = fopen("php://memory", "r+");
var_dump(fwrite($m, "hello memory\nline2"));
var_dump(ftell($m), feof($m));
rewind($m);
var_dump(fgets($m), fread($m, 3), feof($m));
var_dump(fread($m, 2), feof($m));
var_dump(fread($m, 1), feof($m));
fseek($m, 0, SEEK_END);
var_dump(ftell($m));
var_dump(fseek($m, -5, SEEK_END), fread($m, 100));
var_dump(ftruncate($m, 5));
rewind($m);
var_dump(stream_get_contents($m));
fseek($m, 8);
fwrite($m, "!");
rewind($m);
var_dump(bin2hex(stream_get_contents($m)));
var_dump(stream_get_meta_data($m));
fclose($m);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
