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
$base = sys_get_temp_dir() . "/rphp_file_fgets_long_lines";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$long = str_repeat("abcdefghij", 1000);
file_put_contents("long.txt", $long . "\n" . $long);
$f = fopen("long.txt", "r");
$l1 = fgets($f);
var_dump(strlen($l1), feof($f));
$l2 = fgets($f);
var_dump(strlen($l2), feof($f));
rewind($f);
var_dump(strlen(fgets($f, 9000)));
var_dump(strlen(fgets($f, 2000)));
var_dump(strlen(fread($f, 100000)));
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
