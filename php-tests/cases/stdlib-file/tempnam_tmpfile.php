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
$base = sys_get_temp_dir() . "/rphp_file_tempnam_tmpfile";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$t = tempnam(".", "pre");
var_dump(dirname($t) === getcwd(), str_starts_with(basename($t), "pre"), strlen(basename($t)) >= 9);
var_dump(is_file($t), filesize($t));
unlink($t);
$t2 = tempnam(getcwd(), "very/long");
var_dump(str_starts_with(basename($t2), "long"));
unlink($t2);
$f = tmpfile();
var_dump(get_resource_type($f));
fwrite($f, "temp data");
rewind($f);
var_dump(fread($f, 100));
$meta = stream_get_meta_data($f);
var_dump($meta["mode"], $meta["wrapper_type"], $meta["stream_type"]);
fclose($f);
var_dump(is_string(sys_get_temp_dir()), sys_get_temp_dir() !== "");

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
