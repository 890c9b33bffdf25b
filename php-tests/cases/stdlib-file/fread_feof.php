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
$base = sys_get_temp_dir() . "/rphp_file_fread_feof";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("r.txt", "hello\nworld\n");
$f = fopen("r.txt", "r");
var_dump(fread($f, 5), feof($f), ftell($f));
var_dump(fread($f, 7), feof($f), ftell($f));
var_dump(fread($f, 1), feof($f));
var_dump(fread($f, 100), feof($f));
rewind($f);
var_dump(feof($f), fread($f, 100), feof($f));
try { fread($f, 0); } catch (ValueError $e) { show($e); }
try { fread($f, -1); } catch (ValueError $e) { show($e); }
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
