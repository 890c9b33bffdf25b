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
$base = sys_get_temp_dir() . "/rphp_file_fstat_stream";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("f.txt", "w+");
fwrite($f, "12345");
$st = fstat($f);
var_dump(count($st), $st["size"], $st[7], decoct($st["mode"] & 0170000));
fwrite($f, "678");
var_dump(fstat($f)["size"]);
$m = fopen("php://memory", "w+");
fwrite($m, "abc");
$ms = fstat($m);
var_dump($ms["size"], $ms["mode"], $ms["nlink"], $ms["blksize"], $ms["blocks"]);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
