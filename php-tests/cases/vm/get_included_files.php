<?php
// get_included_files/get_required_files: the main script first, then in inclusion order
$base = fn($list) => array_map('basename', $list);
var_dump($base(get_included_files()));
$dir = sys_get_temp_dir() . '/rphp_gif_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/b.php", "<?php include __DIR__ . '/a.php';");
file_put_contents("$dir/a.php", "<?php return 1;");
include "$dir/b.php";
include "$dir/a.php";
require_once "$dir/b.php";
var_dump($base(get_included_files()));
var_dump(get_required_files() === get_included_files());
try {
    get_included_files(1);
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
unlink("$dir/a.php");
unlink("$dir/b.php");
rmdir($dir);
