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
$base = sys_get_temp_dir() . "/rphp_file_opendir_readdir";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("one", ""); file_put_contents("two", "");
$d = opendir(".");
var_dump(get_resource_type($d));
$names = [];
while (($e = readdir($d)) !== false) $names[] = $e;
sort($names);
var_dump($names);
var_dump(readdir($d));
rewinddir($d);
$again = [];
while (($e = readdir($d)) !== false) $again[] = $e;
var_dump(count($again));
var_dump(closedir($d));
try { readdir($d); } catch (TypeError $e) { show($e); }
try { closedir($d); } catch (TypeError $e) { show($e); }
var_dump(opendir("missing"));
$f = fopen("one", "r");
try { readdir($f); } catch (TypeError $e) { show($e); }
try { readdir("x"); } catch (TypeError $e) { show($e); }

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
