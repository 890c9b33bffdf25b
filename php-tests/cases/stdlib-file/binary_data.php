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
$base = sys_get_temp_dir() . "/rphp_file_binary_data";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$bin = "";
for ($i = 0; $i < 256; $i++) $bin .= chr($i);
var_dump(file_put_contents("b.bin", $bin));
$back = file_get_contents("b.bin");
var_dump(strlen($back), $back === $bin);
$f = fopen("b.bin", "rb");
fseek($f, 10);
var_dump(bin2hex(fread($f, 4)));
var_dump(bin2hex(fgets($f)));
var_dump(ftell($f));
fclose($f);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
