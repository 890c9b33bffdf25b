<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$f = new SplFixedArray(3); $f[0] = 'a'; $f[2] = 'c';
var_dump($f->getSize(), $f->toArray(), $f[1], count($f));
t(fn() => $f[3]);
t(fn() => $f[-1]);
t(fn() => $f['x']);
t(fn() => $f['1']);
t(fn() => $f[1.5]);
t(fn() => $f[] = 'append');
t(fn() => new SplFixedArray(-1));
$f->setSize(5); var_dump($f->toArray()); $f->setSize(1); var_dump($f->toArray());
t(fn() => $f->setSize(-1));
var_dump(SplFixedArray::fromArray([3 => 'x', 1 => 'y'])->toArray(), SplFixedArray::fromArray([3 => 'x', 1 => 'y'], false)->toArray(), SplFixedArray::fromArray([])->getSize());
t(fn() => SplFixedArray::fromArray(['a' => 1]));
t(fn() => SplFixedArray::fromArray([-1 => 1]));
$g = SplFixedArray::fromArray([1, 2, 3]); foreach ($g as $k => $v) echo "$k=$v "; echo "\n";
var_dump(isset($g[0]), isset($g[5]), empty($g[0]), $g->offsetExists(2));
unset($g[1]); var_dump($g->toArray());
$e = new SplFixedArray(); var_dump($e->getSize(), $e->toArray());
var_dump(json_encode($g), $g == SplFixedArray::fromArray([1, null, 3]));
