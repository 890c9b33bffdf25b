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
$base = sys_get_temp_dir() . "/rphp_file_fclose_closed";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("c.txt", "w");
var_dump(fclose($f));
var_dump($f, get_resource_type($f), is_resource($f), gettype($f));
foreach (["fclose", "fread", "fgets", "feof", "ftell", "rewind", "fflush", "fstat", "fgetc", "stream_get_contents", "stream_get_meta_data"] as $fn) {
    try {
        $fn === "fread" ? $fn($f, 1) : $fn($f);
    } catch (TypeError $e) { show($e); }
}
try { fwrite($f, "a"); } catch (TypeError $e) { show($e); }
try { fseek($f, 0); } catch (TypeError $e) { show($e); }
try { fread("nope", 1); } catch (TypeError $e) { show($e); }
try { feof(null); } catch (TypeError $e) { show($e); }

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
