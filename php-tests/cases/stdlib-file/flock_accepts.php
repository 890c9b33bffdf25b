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
$base = sys_get_temp_dir() . "/rphp_file_flock_accepts";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("l.txt", "w");
var_dump(flock($f, LOCK_EX));
var_dump(flock($f, LOCK_UN));
var_dump(flock($f, LOCK_SH | LOCK_NB, $wb), $wb);
try { flock($f, 0); } catch (ValueError $e) { show($e); }
var_dump(LOCK_SH, LOCK_EX, LOCK_UN, LOCK_NB);
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
