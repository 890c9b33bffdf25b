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
$base = sys_get_temp_dir() . "/rphp_file_stdout_stream";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
echo "before\n";
fwrite(STDOUT, "to STDOUT\n");
$o = fopen("php://stdout", "w");
fwrite($o, "to php://stdout\n");
fclose($o);
var_dump(stream_get_meta_data(STDOUT)["mode"]);
var_dump(fwrite(STDERR, ""));
echo "after\n";

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
