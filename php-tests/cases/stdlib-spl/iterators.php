<?php
function show($f) { echo get_class($f), ": ", $f->getMessage(), "\n"; }
function dump($it) {
    foreach ($it as $k => $v) {
        echo var_export($k, true), " => ", var_export($v, true), "\n";
    }
    echo "--\n";
}
$ai = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]);
$ii = new IteratorIterator($ai);
dump($ii);
var_dump($ii->getInnerIterator() === $ai, $ii->valid(), $ii->current(), $ii->key());
$ii->rewind();
var_dump($ii->valid(), $ii->current(), $ii->key());
function gen() { yield 'x' => 1; yield 'y' => 2; }
dump(new IteratorIterator(gen()));
dump(new IteratorIterator(new ArrayObject([7, 8, 9])));
var_dump(get_class((new IteratorIterator(new ArrayObject([1])))->getInnerIterator()));
class Agg implements IteratorAggregate {
    public function getIterator(): Iterator { return new ArrayIterator(['p' => 'q']); }
}
dump(new IteratorIterator(new Agg));

class OddFilter extends FilterIterator {
    public function accept(): bool { return $this->current() % 2 == 1; }
}
dump(new OddFilter(new ArrayIterator(range(1, 7))));
dump(new CallbackFilterIterator($ai, function ($v, $k, $it) { return $k != 'b'; }));
dump(new CallbackFilterIterator(new ArrayIterator([]), 'is_int'));

dump(new LimitIterator(new ArrayIterator(range(10, 20)), 2, 3));
dump(new LimitIterator(new ArrayIterator(range(10, 20)), 8));
try {
    dump(new LimitIterator(new ArrayIterator(range(10, 20)), 0, 0));
} catch (Throwable $e) {
    show($e);
}
dump(new LimitIterator(gen(), 1, 1));
$li = new LimitIterator(new ArrayIterator(range(0, 9)), 2, 5);
var_dump($li->seek(4), $li->current(), $li->getPosition());
foreach ([1, 7, 8] as $p) {
    try {
        $li->seek($p);
        var_dump($li->current());
    } catch (Throwable $e) {
        show($e);
    }
}
try {
    new LimitIterator(new ArrayIterator([]), -1);
} catch (Throwable $e) {
    show($e);
}
try {
    new LimitIterator(new ArrayIterator([]), 0, -2);
} catch (Throwable $e) {
    show($e);
}

$i = 0;
foreach (new InfiniteIterator(new ArrayIterator([1, 2, 3])) as $k => $v) {
    echo "$k:$v ";
    if (++$i >= 8) break;
}
echo "\n";
dump(new InfiniteIterator(new EmptyIterator()));
dump(new LimitIterator(new InfiniteIterator(new ArrayIterator(['a', 'b'])), 0, 5));

$nr = new NoRewindIterator(new ArrayIterator([1, 2, 3]));
$nr->getInnerIterator()->next();
dump($nr);
dump($nr);
$g = gen();
$nr = new NoRewindIterator($g);
foreach ($nr as $k => $v) { echo "$k=$v\n"; break; }
foreach ($nr as $k => $v) { echo "$k=$v\n"; }

$ap = new AppendIterator();
var_dump($ap->valid(), $ap->current(), $ap->getIteratorIndex());
$ap->append(new ArrayIterator([1, 2]));
$ap->append(new ArrayIterator([]));
$ap->append(new ArrayIterator(['x' => 3]));
dump($ap);
foreach ($ap as $k => $v) {
    echo $ap->getIteratorIndex(), ": $k => $v\n";
}
var_dump(count($ap->getArrayIterator()));
try {
    $ap->append(gen());
    dump($ap);
} catch (Throwable $e) {
    show($e);
}

$e = new EmptyIterator();
var_dump($e->valid());
$e->rewind();
$e->next();
try { $e->current(); } catch (Throwable $ex) { show($ex); }
try { $e->key(); } catch (Throwable $ex) { show($ex); }
dump($e);

class NoCtor extends IteratorIterator { public function __construct() {} }
$n = new NoCtor();
try { $n->rewind(); } catch (Throwable $ex) { show($ex); }
try { $n->valid(); } catch (Throwable $ex) { show($ex); }
var_dump(iterator_to_array(new LimitIterator(new ArrayIterator([1, 2, 3, 4]), 1, 2)));
var_dump(iterator_count(new CallbackFilterIterator(new ArrayIterator(range(1, 10)), fn($v) => $v > 3)));
var_dump(new ArrayIterator([1]) instanceof OuterIterator, $ii instanceof OuterIterator, $ii instanceof Traversable);
