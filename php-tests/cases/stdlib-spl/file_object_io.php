<?php
// SplFileObject reading and writing: fscanf with and without variables (past the end:
// RuntimeException), a temporary file's lines, memory streams' modes, writes refused on
// a read-only stream, and an open file cannot be cloned.
$f = new SplTempFileObject();
$f->fwrite("12 apples 3\nx y\n");
$f->rewind();
try { var_dump($f->fscanf('%d %s %d', $a)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f->rewind();
var_dump($f->fscanf('%d %s %d', $a, $b, $c), $a, $b, $c);
var_dump($f->fscanf('%s %s'));
try { var_dump($f->fscanf('%s')); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

$file = new SplTempFileObject();
for ($i = 0; $i < 5; $i++) {
    $file->fwrite("line {$i}" . PHP_EOL);
}
$file->rewind();
while ($file->valid()) {
    echo $file->key(), ': ', $file->fgets();
}
echo "\n";
foreach (['r', 'rb', 'r+', 'w', 'a', 'x', 'c', 'c+', 'w+b'] as $m) {
    foreach (['php://memory', 'php://temp', 'php://temp/maxmemory:10'] as $u) {
        $h = fopen($u, $m);
        $w = fwrite($h, "abc");
        rewind($h);
        echo "$u $m: ", json_encode($w), " ", stream_get_meta_data($h)['mode'], " ", json_encode(fread($h, 10)), "\n";
    }
}
$h = fopen('php://temp', 'w+'); fwrite($h, "a\nb\n"); rewind($h);
var_dump(fgets($h), feof($h), fgets($h), feof($h), fgets($h), feof($h));
$h = fopen('php://memory', 'w+'); fwrite($h, "a\nb\n"); rewind($h);
var_dump(fgets($h), fgets($h), feof($h));
$m = fopen('php://memory', 'r');
var_dump(fputcsv($m, ['foo', 'bar'], ',', '"', ''), fwrite($m, "x"), fputs($m, "y"));
$o = new SplFileObject('php://memory', 'r');
var_dump($o->fputcsv(['foo', 'bar'], ',', '"', ''), $o->fwrite("z"));
var_dump((new ReflectionClass('SplFileObject'))->isCloneable(), (new ReflectionClass('SplTempFileObject'))->isCloneable(), (new ReflectionClass('SplFileInfo'))->isCloneable());
try { clone $o; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone $file; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(get_class(clone new SplFileInfo('x')));
