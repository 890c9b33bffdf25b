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
$base = sys_get_temp_dir() . "/rphp_file_stream_copy_line";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$src = fopen("php://memory", "w+");
fwrite($src, "alpha|beta|gamma");
rewind($src);
var_dump(stream_get_line($src, 100, "|"), stream_get_line($src, 100, "|"), stream_get_line($src, 100, "|"), stream_get_line($src, 100, "|"));
rewind($src);
var_dump(stream_get_line($src, 3), stream_get_line($src, 0, "|"));
try { stream_get_line($src, -1); } catch (ValueError $e) { show($e); }
$dst = fopen("copy.txt", "w+");
rewind($src);
var_dump(stream_copy_to_stream($src, $dst));
var_dump(stream_copy_to_stream($src, $dst));
rewind($src);
var_dump(stream_copy_to_stream($src, $dst, 5, 6));
rewind($dst);
var_dump(stream_get_contents($dst));
var_dump(md5_file("copy.txt") === md5(file_get_contents("copy.txt")));
var_dump(sha1_file("copy.txt") === sha1(file_get_contents("copy.txt")));
var_dump(strlen(md5_file("copy.txt", true)));
var_dump(md5_file("missing"));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
