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
$base = sys_get_temp_dir() . "/rphp_file_filesize_stat";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("s.txt", "twelve bytes");
var_dump(filesize("s.txt"));
$st = stat("s.txt");
var_dump(count($st), array_slice(array_keys($st), 13));
var_dump($st[7], $st["size"], $st["size"] === $st[7]);
var_dump($st["mode"] & 0170000, decoct($st["mode"] & 0170000));
var_dump(stat("d") === false);
var_dump(filesize("missing"));
var_dump(stat("missing"));
var_dump(lstat("missing"));
mkdir("d");
var_dump(decoct(stat("d")["mode"] & 0170000));
var_dump(filesize("d") >= 0);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
