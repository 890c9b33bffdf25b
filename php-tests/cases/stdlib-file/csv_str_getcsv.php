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
$base = sys_get_temp_dir() . "/rphp_file_csv_str_getcsv";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
var_dump(str_getcsv('a,b,c', ',', '"', '\\'));
var_dump(str_getcsv('"a ""quoted"" field",x', ',', '"', '\\'));
var_dump(str_getcsv('  "spaced"  ,y', ',', '"', '\\'));
var_dump(str_getcsv('"abc"def,g', ',', '"', '\\'));
var_dump(str_getcsv('a;b;"c;d"', ';', '"', '\\'));
var_dump(str_getcsv("a,'b,c'", ',', "'", '\\'));
var_dump(str_getcsv('', ',', '"', '\\'));
var_dump(str_getcsv(',', ',', '"', '\\'));
var_dump(str_getcsv("x,y\n", ',', '"', '\\'));
var_dump(str_getcsv('"unterminated,a', ',', '"', '\\'));
var_dump(str_getcsv('"esc\\"aped",b', ',', '"', '\\'));
var_dump(str_getcsv('"esc\\"aped",b', ',', '"', ''));
var_dump(str_getcsv('a,b'));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
