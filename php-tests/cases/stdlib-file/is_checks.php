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
$base = sys_get_temp_dir() . "/rphp_file_is_checks";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("f.txt", "x");
mkdir("d");
foreach (["f.txt", "d", "missing", ".", ".."] as $p) {
    echo $p, ": ";
    var_dump([is_file($p), is_dir($p), is_link($p), file_exists($p), is_readable($p)]);
}
var_dump(is_file(""), file_exists(""), is_dir(""));
try { is_file("a\0b"); } catch (Throwable $e) { show($e); }

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
