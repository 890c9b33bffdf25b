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
$base = sys_get_temp_dir() . "/rphp_file_csv_roundtrip";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$rows = [["id", "text"], [1, 'He said "hi"'], [2, "multi\nline"], [3, "a,b"], [4, "  padded  "], [5, ""]];
$f = fopen("php://memory", "w+");
foreach ($rows as $r) fputcsv($f, $r, ",", '"', "");
rewind($f);
$back = [];
while (($r = fgetcsv($f, null, ",", '"', "")) !== false) $back[] = $r;
var_dump($back);
var_dump(count($back) === count($rows));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
