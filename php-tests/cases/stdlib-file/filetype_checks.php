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
$base = sys_get_temp_dir() . "/rphp_file_filetype_checks";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("f", "");
mkdir("d");
var_dump(filetype("f"), filetype("d"));
var_dump(filetype("missing"));
var_dump(is_writable("f"), is_writeable("d"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
