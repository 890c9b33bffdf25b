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
$base = sys_get_temp_dir() . "/rphp_file_rename_dirs";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
mkdir("old/sub", 0777, true);
file_put_contents("old/sub/f", "1");
var_dump(rename("old", "new"));
var_dump(is_dir("old"), file_get_contents("new/sub/f"));
mkdir("other");
file_put_contents("other/x", "");
var_dump(rename("new", "other"));
var_dump(is_dir("new"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
