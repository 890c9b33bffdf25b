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
$base = sys_get_temp_dir() . "/rphp_file_realpath_cwd";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
mkdir("a/b", 0777, true);
file_put_contents("a/b/f.txt", "x");
var_dump(basename(getcwd()));
var_dump(basename(realpath("a/b/../b/f.txt")));
var_dump(realpath("a/b/f.txt") === getcwd() . "/a/b/f.txt");
var_dump(realpath("missing"));
var_dump(realpath(".") === getcwd());
var_dump(chdir("a/b"));
var_dump(basename(getcwd()), file_get_contents("f.txt"));
var_dump(chdir(".."), basename(getcwd()));
var_dump(is_file("b/f.txt"));
var_dump(@chdir("b/f.txt"));
var_dump(basename(getcwd()));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
