<?php
// SPL methods check their arguments as php's zpp does (the count first, a callback with
// its reason); isset() of an ArrayObject element is false for null; SplDoublyLinkedList
// starts at key 0.
$it = new CallbackFilterIterator(callback: fn($v) => $v > 1, iterator: new ArrayIterator([1, 2, 3]));
var_dump(iterator_to_array($it));
try { new CallbackFilterIterator(callback: fn() => 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new CallbackFilterIterator(new ArrayIterator([]), 'nope'); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new CallbackFilterIterator(new ArrayIterator([]), [1, 2, 3]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new LimitIterator(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new LimitIterator(null); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { iterator_apply(new ArrayIterator([1]), 'nope'); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s = new SplDoublyLinkedList; var_dump($s->key()); $s->push(1); var_dump($s->key(), $s->valid()); $s->rewind(); var_dump($s->key(), $s->valid());
$a = new ArrayObject(['b' => null, 37 => null, 'c' => 0]);
var_dump(isset($a['b']), isset($a[37]), isset($a['c']), isset($a['x']), empty($a['c']), $a->offsetExists('b'), array_key_exists('b', (array)$a));
class AO extends ArrayObject { function offsetExists($k): bool { echo "exists($k)\n"; return true; } }
$o = new AO(['n' => null]); var_dump(isset($o['n']), isset($o['zz']));
