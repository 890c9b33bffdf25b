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
$base = sys_get_temp_dir() . "/rphp_file_stream_meta_data";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("m.txt", "abc");
foreach (["r", "r+", "w", "a+", "rb", "c+"] as $mode) {
    $f = fopen("m.txt", $mode);
    $m = stream_get_meta_data($f);
    unset($m["uri"]);
    echo $mode, ": ";
    var_dump($m);
    fclose($f);
}
$f = fopen("m.txt", "r");
fread($f, 10);
var_dump(stream_get_meta_data($f)["eof"]);
var_dump(basename(stream_get_meta_data($f)["uri"]));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
