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
$base = sys_get_temp_dir() . "/rphp_file_include_created_file";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
file_put_contents("inc.php", "<?php return ['answer' => 42];");
var_dump(file_exists("inc.php"), filesize("inc.php"));
var_dump(strlen(file_get_contents("inc.php")));
$lines = file("inc.php", FILE_IGNORE_NEW_LINES);
var_dump($lines);

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
