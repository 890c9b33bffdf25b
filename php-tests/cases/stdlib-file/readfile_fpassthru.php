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
$base = sys_get_temp_dir() . "/rphp_file_readfile_fpassthru";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("r.txt", "readfile body\n");
var_dump(readfile("r.txt"));
var_dump(readfile("missing.txt"));
$f = fopen("r.txt", "r");
fread($f, 9);
var_dump(fpassthru($f));
var_dump(fpassthru($f));
fclose($f);
ob_start();
readfile("r.txt");
$got = ob_get_clean();
var_dump($got);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
