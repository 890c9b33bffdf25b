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
$base = sys_get_temp_dir() . "/rphp_file_pathinfo_flags";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
var_dump(pathinfo("/www/htdocs/inc/lib.inc.php"));
var_dump(pathinfo("/a/b/"));
var_dump(pathinfo("noext"));
var_dump(pathinfo(".hidden"));
var_dump(pathinfo("dir/file."));
var_dump(pathinfo(""));
var_dump(pathinfo("/a/b.c", PATHINFO_DIRNAME));
var_dump(pathinfo("/a/b.c", PATHINFO_BASENAME));
var_dump(pathinfo("/a/b.c", PATHINFO_EXTENSION));
var_dump(pathinfo("/a/b.c", PATHINFO_FILENAME));
var_dump(pathinfo("/a/b", PATHINFO_EXTENSION));
var_dump(pathinfo("/a/b.c", PATHINFO_EXTENSION | PATHINFO_FILENAME));
var_dump(PATHINFO_ALL);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
