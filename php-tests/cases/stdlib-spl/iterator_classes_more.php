<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4]);
echo implode(',', iterator_to_array(new CallbackFilterIterator($a, fn($v, $k, $it) => $v % 2 == 0))), "\n";
$ap = new AppendIterator; $ap->append(new ArrayIterator([1, 2])); $ap->append(new ArrayIterator([3])); var_dump(iterator_to_array($ap, false));
$lim = new LimitIterator(new InfiniteIterator(new ArrayIterator([1, 2, 3])), 2, 5); var_dump(iterator_to_array($lim, false));
t(fn() => new LimitIterator($a, -1));
t(fn() => new LimitIterator($a, 0, -2));
$l2 = new LimitIterator($a, 1, 2); t(fn() => $l2->seek(0)); t(fn() => $l2->seek(5)); $l2->seek(2); var_dump($l2->current(), $l2->getPosition());
$m = new MultipleIterator(MultipleIterator::MIT_KEYS_ASSOC | MultipleIterator::MIT_NEED_ANY);
$m->attachIterator(new ArrayIterator([1, 2, 3]), 'x'); $m->attachIterator(new ArrayIterator(['a', 'b']), 'y');
foreach ($m as $k => $v) { echo json_encode($k), json_encode($v), "\n"; }
$m2 = new MultipleIterator(); $m2->attachIterator(new ArrayIterator([1, 2, 3])); $m2->attachIterator(new ArrayIterator(['a'])); foreach ($m2 as $v) echo json_encode($v), "\n"; var_dump($m2->countIterators());
t(fn() => $m->attachIterator(new ArrayIterator([]), 'x'));
$nr = new NoRewindIterator(new ArrayIterator([1, 2, 3])); $nr->next(); foreach ($nr as $v) echo $v; foreach ($nr as $v) echo $v; echo "\n";
$ii = new IteratorIterator(new ArrayObject([7, 8])); foreach ($ii as $k => $v) echo "$k:$v "; echo "\n";
$gen = (function () { yield 1; yield 2; })(); $c = new CachingIterator(new IteratorIterator($gen), CachingIterator::FULL_CACHE); foreach ($c as $v) {} var_dump($c->getCache());
$e = new EmptyIterator; var_dump($e->valid()); t(fn() => $e->current());
$ri = new RegexIterator(new ArrayIterator(['apple', 'bob', 'avocado']), '/^a/'); var_dump(iterator_to_array($ri));
