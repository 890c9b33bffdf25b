<?php
// a dual iterator takes php's get_iterator of its inner generator, which refuses a
// finished one
function gen() { yield 1; yield 2; }
$g = gen();
$a = new AppendIterator();
$a->append($g);
var_dump(iterator_to_array($a));
try { iterator_to_array($a); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$b = new AppendIterator();
try { $b->append($g); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new IteratorIterator($g); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new LimitIterator($g, 0, 1); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// a generator that was only started is taken
$h = gen();
$h->current();
$i = new IteratorIterator($h);
$i->next();
var_dump($i->current());
