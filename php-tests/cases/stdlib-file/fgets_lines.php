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
$base = sys_get_temp_dir() . "/rphp_file_fgets_lines";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("l.txt", "one\ntwo\r\nthree\n\nlast");
$f = fopen("l.txt", "r");
while (($line = fgets($f)) !== false) {
    var_dump($line, feof($f));
}
var_dump(fgets($f));
rewind($f);
var_dump(fgets($f, 3), fgets($f, 3), fgets($f, 1), fgets($f, 100));
try { fgets($f, 0); } catch (ValueError $e) { show($e); }
fclose($f);
file_put_contents("n.txt", "a\n");
$f = fopen("n.txt", "r");
var_dump(fgets($f), feof($f), fgets($f), feof($f));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
