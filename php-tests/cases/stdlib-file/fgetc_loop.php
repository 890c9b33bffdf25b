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
$base = sys_get_temp_dir() . "/rphp_file_fgetc_loop";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("c.txt", "ab\nc");
$f = fopen("c.txt", "r");
$out = [];
while (($c = fgetc($f)) !== false) { $out[] = $c; }
var_dump($out, feof($f), fgetc($f));
fclose($f);
$f = fopen("empty.txt", "w+");
var_dump(fgetc($f), feof($f));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
