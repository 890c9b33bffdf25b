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
$base = sys_get_temp_dir() . "/rphp_file_csv_fgetcsv";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$data = "name,age,city\n\"Smith, J\",42,\"New\nYork\"\n\nlast,1\nx,\"y\"\"z\"";
file_put_contents("in.csv", $data);
$f = fopen("in.csv", "r");
while (($row = fgetcsv($f, null, ",", '"', "\\")) !== false) {
    var_dump($row);
}
var_dump(feof($f));
rewind($f);
var_dump(fgetcsv($f, 5, ",", '"', "\\"));
var_dump(fgetcsv($f, 0, ",", '"', "\\"));
fclose($f);
$f = fopen("in.csv", "r");
var_dump(fgetcsv($f));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
