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
$base = sys_get_temp_dir() . "/rphp_file_csv_fputcsv";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("out.csv", "w+");
var_dump(fputcsv($f, ["plain", "with space", "with,comma", 'with"quote', "new\nline", "tab\tx", "", 12, 1.5, null, true, false], ",", '"', "\\"));
var_dump(fputcsv($f, ['back\\slash', 'esc\\"q', 'a\\'], ",", '"', "\\"));
var_dump(fputcsv($f, ['esc\\"q'], ",", '"', ""));
var_dump(fputcsv($f, ["a", "b;c"], ";", "'", "\\", "\r\n"));
var_dump(fputcsv($f, [], ",", '"', ""));
var_dump(fputcsv($f, ["x"]));
rewind($f);
var_dump(stream_get_contents($f));
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
