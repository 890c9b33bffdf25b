<?php
function show($f) { echo get_class($f), ": ", $f->getMessage(), "\n"; }
$dir = sys_get_temp_dir() . '/rphp_spl_fo_' . getmypid();
@mkdir($dir);
$name = "$dir/data.txt";
file_put_contents($name, "first\nsecond\r\n\nfourth");

$i = new SplFileInfo($name);
var_dump($i->getFilename(), $i->getExtension(), $i->getBasename('.txt'), $i->isFile(), $i->isDir(), $i->getSize(), $i->getType());
var_dump(basename($i->getPath()) === basename($dir), (string) $i === $name, $i->getPathname() === $name);
var_dump(get_class($i->getPathInfo()), $i->getPathInfo()->getFilename() === basename($dir));
foreach (['a/b/c.tar.gz', 'noext', '/', 'dir/', '.hidden', 'x//'] as $p) {
    $t = new SplFileInfo($p);
    var_dump([$t->getPath(), $t->getFilename(), $t->getExtension(), $t->getBasename(), $t->getPathname()]);
}
$missing = new SplFileInfo("$dir/missing");
foreach (['getSize', 'getMTime', 'getPerms', 'getType'] as $m) {
    try {
        $missing->$m();
    } catch (RuntimeException $e) {
        echo get_class($e), ": ", str_replace($dir, 'DIR', $e->getMessage()), "\n";
    }
}
var_dump($missing->isFile(), $missing->getRealPath());

$f = new SplFileObject($name);
foreach ($f as $n => $line) {
    var_dump($n, $line);
}
$f->setFlags(SplFileObject::DROP_NEW_LINE);
foreach ($f as $n => $line) {
    var_dump($n, $line);
}
$f->setFlags(SplFileObject::DROP_NEW_LINE | SplFileObject::SKIP_EMPTY | SplFileObject::READ_AHEAD);
var_dump($f->getFlags(), iterator_to_array($f));
$f->rewind();
var_dump($f->fgets(), $f->key(), $f->fgets(), $f->key(), $f->eof());
$f->seek(3);
var_dump($f->key(), $f->current());
$f->seek(100);
var_dump($f->key(), $f->current(), $f->valid());
try {
    $f->seek(-1);
} catch (Throwable $e) {
    show($e);
}
$f->rewind();
var_dump($f->fgetc(), $f->fgetc(), $f->ftell(), $f->fseek(0, SEEK_END), $f->ftell(), $f->eof());
var_dump($f->fread(3));
try {
    $f->fgets();
    $f->fgets();
} catch (Throwable $e) {
    echo get_class($e), ": ", str_replace($dir, 'DIR', $e->getMessage()), "\n";
}
var_dump($f->getMaxLineLen());
$f->setMaxLineLen(3);
$f->rewind();
$f->setFlags(0);
var_dump($f->current(), $f->getMaxLineLen());
try {
    $f->setMaxLineLen(-1);
} catch (Throwable $e) {
    show($e);
}
var_dump($f->hasChildren(), $f->getChildren());

$csv = "$dir/data.csv";
$w = new SplFileObject($csv, 'w+');
var_dump($w->fputcsv(['a', 'b c', 'd"e']), $w->fputcsv([1, 2.5, true, null]), $w->fwrite("x;y;z\n"), $w->fwrite("abcdef", 2));
$w->rewind();
var_dump($w->fgetcsv(), $w->fgetcsv(), $w->fgetcsv(';'));
var_dump($w->getCsvControl());
$w->setCsvControl(';', "'");
var_dump($w->getCsvControl());
$w->setFlags(SplFileObject::READ_CSV | SplFileObject::SKIP_EMPTY | SplFileObject::READ_AHEAD | SplFileObject::DROP_NEW_LINE);
$w->setCsvControl();
foreach ($w as $k => $row) {
    echo $k, ': ', json_encode($row), "\n";
}
foreach ([['ab'], ['', '"'], [',', 'ab']] as $args) {
    try {
        $w->setCsvControl(...$args);
    } catch (Throwable $e) {
        show($e);
    }
}
var_dump($w->ftruncate(0), $w->fstat()['size'], $w->fflush());
try {
    new SplFileObject("$dir/nope/none.txt");
} catch (Throwable $e) {
    echo get_class($e), ": ", str_replace($dir, 'DIR', $e->getMessage()), "\n";
}
try {
    new SplFileObject($dir);
} catch (Throwable $e) {
    show($e);
}
$r = new SplFileObject($name);
try {
    $r->ftruncate(1);
} catch (Throwable $e) {
    echo get_class($e), ": ", str_replace($dir, 'DIR', $e->getMessage()), "\n";
}

$t = new SplTempFileObject();
var_dump($t->getPathname(), $t->getFilename(), $t->getPath());
$t->fwrite("one\ntwo\nthree");
$t->rewind();
foreach ($t as $k => $l) {
    var_dump($k, $l);
}
$t2 = new SplTempFileObject(-1);
var_dump($t2->getPathname());
$t3 = new SplTempFileObject(1024);
var_dump($t3->getPathname());
$o = $i->openFile();
var_dump(get_class($o), $o->fgets());
unset($f, $w, $r, $o);
unlink($name);
unlink($csv);
rmdir($dir);
