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
$base = sys_get_temp_dir() . "/rphp_file_fnmatch_patterns";
if (is_dir($base)) rrmdir($base);
mkdir($base);
chdir($base);
$tests = [
    ["*.txt", "file.txt"], ["*.txt", "file.TXT"], ["f?le.*", "file.x"], ["[a-c]*", "bob"],
    ["[!a-c]*", "bob"], ["[^a-c]*", "dan"], ["*", ".hidden"], ["*", "a/b"], ["a\\*b", "a*b"],
    ["a\\*b", "axb"], ["[", "["], ["[]]", "]"], ["*[0-9]", "abc7"], ["", ""], ["?", ""],
];
foreach ($tests as [$p, $s]) {
    echo "$p ~ $s: ";
    var_dump(fnmatch($p, $s));
}
var_dump(fnmatch("*.TXT", "a.txt", FNM_CASEFOLD));
var_dump(fnmatch("*", ".hidden", FNM_PERIOD));
var_dump(fnmatch("a/*", "a/.b", FNM_PERIOD | FNM_PATHNAME));
var_dump(fnmatch("*", "a/b", FNM_PATHNAME));
var_dump(fnmatch("a\\*b", "a\\xb", FNM_NOESCAPE));

chdir(sys_get_temp_dir());
rrmdir($base);
var_dump(file_exists($base));
