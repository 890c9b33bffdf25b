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
$base = sys_get_temp_dir() . "/rphp_file_fprintf_vfprintf";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("p.txt", "w+");
var_dump(fprintf($f, "%s-%d-%.2f\n", "a", 7, 3.14159));
var_dump(vfprintf($f, "%2\$s %1\$s\n", ["world", "hello"]));
var_dump(fprintf($f, "plain"));
rewind($f);
var_dump(stream_get_contents($f));
try { fprintf($f, "%d %d", 1); } catch (ArgumentCountError $e) { show($e); }
try { vfprintf($f, "%d %d", [1]); } catch (ValueError $e) { show($e); }
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
