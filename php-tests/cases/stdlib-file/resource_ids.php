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
$base = sys_get_temp_dir() . "/rphp_file_resource_ids";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
var_dump(STDIN, STDOUT, STDERR);
var_dump((int) STDIN, (string) STDERR);
$a = fopen("a.txt", "w");
$b = fopen("b.txt", "w");
var_dump($a, $b, (int) $b - (int) $a);
var_dump(get_resource_id($a));
fclose($a);
$c = fopen("c.txt", "w");
var_dump((int) $c - (int) $b);
var_dump(get_debug_type($c), get_debug_type($a));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
