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
$base = sys_get_temp_dir() . "/rphp_file_fopen_modes_basic";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
foreach (["w", "wb", "wt", "w+", "a", "a+", "x", "x+", "c", "c+", "r", "r+", "rb", "r+b"] as $m) {
    @unlink("f.txt");
    if ($m[0] === "r" || $m[0] === "c") file_put_contents("f.txt", "abc");
    $f = fopen("f.txt", $m);
    echo $m, ": ", get_resource_type($f), " ", var_export(@fwrite($f, "XY"), true), " ";
    fclose($f);
    var_dump(file_get_contents("f.txt"));
}

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
