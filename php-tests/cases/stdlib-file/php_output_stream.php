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
$base = sys_get_temp_dir() . "/rphp_file_php_output_stream";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$o = fopen("php://output", "w");
var_dump(fwrite($o, "to output\n"));
ob_start();
fwrite($o, "buffered");
$got = ob_get_clean();
var_dump($got);
fprintf($o, "%05d|%s\n", 42, "x");
var_dump(stream_get_meta_data($o)["stream_type"]);
fclose($o);
file_put_contents("php://output", "via file_put_contents\n");

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
