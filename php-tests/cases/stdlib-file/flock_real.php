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
$base = sys_get_temp_dir() . "/rphp_file_flock_real";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$a = fopen("lock.txt", "w");
$b = fopen("lock.txt", "r");
var_dump(flock($a, LOCK_EX));
var_dump(flock($a, LOCK_UN));
var_dump(flock($b, LOCK_SH | LOCK_NB, $wb), $wb);
var_dump(flock($b, LOCK_UN));
$m = fopen("php://memory", "r+");
var_dump(flock($m, LOCK_EX));
var_dump(get_resource_type(stream_context_create()));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
