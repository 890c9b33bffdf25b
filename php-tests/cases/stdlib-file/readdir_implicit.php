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
$base = sys_get_temp_dir() . "/rphp_file_readdir_implicit";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
mkdir("d");
touch("d/x");
$h = opendir("d");
$n = [];
while (($e = readdir()) !== false) $n[] = $e;
sort($n);
var_dump($n);
rewinddir();
var_dump(readdir() !== false);
closedir();
try { readdir(); } catch (TypeError $e) { show($e); }
var_dump(stream_get_meta_data($h = opendir("d")));
closedir($h);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
