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
$base = sys_get_temp_dir() . "/rphp_file_scandir_sorting";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
foreach (["b", "a", "C", "10", "9"] as $n) file_put_contents($n, "");
mkdir("dir");
var_dump(scandir("."));
var_dump(scandir(".", SCANDIR_SORT_DESCENDING));
$none = scandir(".", SCANDIR_SORT_NONE);
sort($none);
var_dump($none);
var_dump(scandir("dir"));
var_dump(@scandir("missing"));
var_dump(@scandir("b"));
try { scandir(""); } catch (ValueError $e) { show($e); }

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
