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
$base = sys_get_temp_dir() . "/rphp_file_temp_streams";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$t = fopen("php://temp", "w+");
fwrite($t, str_repeat("x", 10));
rewind($t);
var_dump(strlen(stream_get_contents($t)));
$meta = stream_get_meta_data($t);
var_dump($meta["stream_type"], $meta["mode"], $meta["uri"], $meta["wrapper_type"]);
$t2 = fopen("php://temp/maxmemory:100", "r+");
fwrite($t2, "abc");
var_dump(stream_get_contents($t2, -1, 0));
var_dump(file_get_contents("php://memory"));
var_dump(file_get_contents("php://input"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
