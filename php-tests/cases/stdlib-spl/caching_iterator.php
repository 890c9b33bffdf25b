<?php
function show($f) { echo get_class($f), ": ", $f->getMessage(), "\n"; }
$c = new CachingIterator(new ArrayIterator(['a' => 'x', 'b' => 'y', 'c' => 'z']));
foreach ($c as $k => $v) {
    echo $k, '=', $v, ' str=', (string) $c, ' hasNext=', var_export($c->hasNext(), true), "\n";
}
var_dump($c->valid(), $c->getFlags());
foreach ([CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, 0] as $fl) {
    $c = new CachingIterator(new ArrayIterator([10 => 1.5, 20 => true]), $fl);
    foreach ($c as $v) {
        try {
            var_dump((string) $c);
        } catch (Throwable $e) {
            show($e);
        }
    }
}
class Inner extends ArrayIterator {
    public function __toString(): string { return "inner@" . $this->key(); }
}
$c = new CachingIterator(new Inner([1, 2]), CachingIterator::TOSTRING_USE_INNER);
foreach ($c as $v) var_dump($c->__toString());
try {
    new CachingIterator(new ArrayIterator([]), CachingIterator::TOSTRING_USE_KEY | CachingIterator::TOSTRING_USE_CURRENT);
} catch (Throwable $e) {
    show($e);
}
$c = new CachingIterator(new ArrayIterator(['a' => 1, 'b' => 2]), CachingIterator::FULL_CACHE);
foreach ($c as $v) {}
var_dump($c->getCache(), count($c), $c['a'], isset($c['b']), isset($c['zz']));
$c['n'] = 5;
unset($c['a']);
var_dump($c->getCache());
var_dump($c['missing']);
$c = new CachingIterator(new ArrayIterator([1]));
foreach (['getCache', 'count'] as $m) {
    try {
        $c->$m();
    } catch (Throwable $e) {
        show($e);
    }
}
try { $c['x']; } catch (Throwable $e) { show($e); }
try { $c->setFlags(0); } catch (Throwable $e) { show($e); }
try { $c->setFlags(CachingIterator::CALL_TOSTRING | CachingIterator::TOSTRING_USE_KEY); } catch (Throwable $e) { show($e); }
$c->setFlags(CachingIterator::CALL_TOSTRING | CachingIterator::FULL_CACHE);
var_dump($c->getFlags());
$c = new CachingIterator(new ArrayIterator([1]), CachingIterator::TOSTRING_USE_INNER);
try { $c->setFlags(0); } catch (Throwable $e) { show($e); }
$items = ['apple', 'banana', 'cherry'];
$c = new CachingIterator(new ArrayIterator($items));
foreach ($c as $v) {
    echo $v, $c->hasNext() ? ', ' : "\n";
}
$rc = new RecursiveCachingIterator(new RecursiveArrayIterator([1, [2, 3], 4]));
foreach ($rc as $k => $v) {
    echo $k, ' ', $rc->hasChildren() ? 'children:' . count(iterator_to_array($rc->getChildren())) : 'leaf', "\n";
}
foreach (new RecursiveIteratorIterator(new RecursiveCachingIterator(new RecursiveArrayIterator([1, [2, [3]]]))) as $v) echo $v, " ";
echo "\n";
