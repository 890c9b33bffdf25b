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
$base = sys_get_temp_dir() . "/rphp_file_fopen_errors";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
var_dump(fopen("missing.txt", "r"));
var_dump(fopen("nodir/x.txt", "w"));
file_put_contents("e.txt", "1");
var_dump(fopen("e.txt", "x"));
var_dump(fopen("e.txt", "q"));
var_dump(fopen("e.txt", "z+"));
try { fopen("", "r"); } catch (ValueError $e) { show($e); }
try { fopen("a\0b", "r"); } catch (ValueError $e) { show($e); }
try { fopen([], "r"); } catch (TypeError $e) { show($e); }
var_dump(@fopen("missing.txt", "r"));
var_dump(error_get_last()["message"]);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
