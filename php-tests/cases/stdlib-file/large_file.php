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
$base = sys_get_temp_dir() . "/rphp_file_large_file";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$f = fopen("big.bin", "w");
for ($i = 0; $i < 2000; $i++) fwrite($f, sprintf("%05d:%s\n", $i, str_repeat(chr(65 + $i % 26), 20)));
fclose($f);
var_dump(filesize("big.bin"));
$f = fopen("big.bin", "r");
$n = 0; $last = null;
while (($l = fgets($f)) !== false) { $n++; $last = $l; }
var_dump($n, $last, feof($f));
fseek($f, 27 * 1000);
var_dump(fgets($f));
var_dump(ftell($f));
fseek($f, -27, SEEK_END);
var_dump(fread($f, 27));
fclose($f);
var_dump(count(file("big.bin")));
var_dump(md5(file_get_contents("big.bin")) === md5_file_like("big.bin"));
function md5_file_like($p) { $s = ""; $f = fopen($p, "r"); while (!feof($f)) $s .= fread($f, 4096); return md5($s); }

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
