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
$base = sys_get_temp_dir() . "/rphp_file_data_uri";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
var_dump(file_get_contents("data://text/plain;base64,SGVsbG8gV29ybGQ="));
var_dump(file_get_contents("data:text/plain,hi%20there"));
var_dump(file_get_contents("data://text/plain,plain"));
$f = fopen("data://text/plain,line1%0Aline2", "r");
var_dump(fgets($f), fgets($f), feof($f));
var_dump(stream_get_meta_data($f)["wrapper_type"]);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
