<?php
function show($f) { echo get_class($f), ": ", $f->getMessage(), "\n"; }
$dir = sys_get_temp_dir() . '/rphp_spl_dir_' . getmypid();
@mkdir($dir);
@mkdir("$dir/sub");
@mkdir("$dir/sub/deep");
file_put_contents("$dir/a.txt", "A");
file_put_contents("$dir/b.php", "BB");
file_put_contents("$dir/sub/c.txt", "CCC");
file_put_contents("$dir/sub/deep/d.md", "DDDD");
function rel($p) { global $dir; return str_replace($dir, 'DIR', $p); }

$names = [];
foreach (new DirectoryIterator($dir) as $k => $f) {
    $names[$f->getFilename()] = [is_int($k), $f->isDot(), $f->isDir(), $f->isFile(), $f->getExtension(), rel($f->getPathname()), rel($f->getPath())];
}
ksort($names);
var_dump($names);
$it = new DirectoryIterator($dir);
var_dump($it->current() === $it, $it->valid());
$it->seek(2);
var_dump($it->key());
try {
    $it->seek(50);
} catch (Throwable $e) {
    show($e);
}

$fs = [];
foreach (new FilesystemIterator($dir) as $k => $f) {
    $fs[rel($k)] = [get_class($f), $f->getFilename(), rel((string) $f)];
}
ksort($fs);
var_dump($fs);
$fi = new FilesystemIterator($dir, FilesystemIterator::KEY_AS_FILENAME | FilesystemIterator::CURRENT_AS_PATHNAME);
var_dump($fi->getFlags());
$fs = [];
foreach ($fi as $k => $v) {
    $fs[$k] = rel($v);
}
ksort($fs);
var_dump($fs);
$fi->setFlags(FilesystemIterator::CURRENT_AS_SELF);
var_dump($fi->getFlags());
$fi->rewind();
var_dump($fi->current() === $fi);

$all = [];
$rii = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::SELF_FIRST);
foreach ($rii as $k => $f) {
    $all[rel($k)] = [$rii->getDepth(), $rii->getSubPath(), $rii->getSubPathname(), $f->getSize()];
}
ksort($all);
var_dump($all);
$rdi = new RecursiveDirectoryIterator($dir);
$dots = 0;
foreach ($rdi as $f) {
    if ($rdi->isDot()) {
        $dots++;
        var_dump($rdi->hasChildren());
    }
}
var_dump($dots);

$g = new GlobIterator("$dir/*.txt");
var_dump(count($g));
foreach ($g as $k => $f) {
    var_dump(rel($k), $f->getFilename());
}
$g = new GlobIterator("$dir/*.none");
var_dump(count($g), $g->valid());

try {
    new DirectoryIterator('');
} catch (Throwable $e) {
    show($e);
}
try {
    new DirectoryIterator("$dir/missing");
} catch (Throwable $e) {
    echo get_class($e), ": ", rel($e->getMessage()), "\n";
}

unlink("$dir/sub/deep/d.md");
rmdir("$dir/sub/deep");
unlink("$dir/sub/c.txt");
rmdir("$dir/sub");
unlink("$dir/a.txt");
unlink("$dir/b.php");
rmdir($dir);
