<?php
// a clone of an ArrayIterator works on the original (php USE_OTHER): writes show in both
$a = new ArrayIterator([1, 2, 3]);
$a->next();
$b = clone $a;
var_dump($b->key(), $b->current());
$b['x'] = 9;
var_dump(count($a), $a->getArrayCopy());
var_dump($b);
foreach ($b as $k => $v) echo "$k=$v ";
echo "\n";
$r = new RecursiveArrayIterator([[1], 2]);
$r2 = clone $r;
unset($r2[1]);
var_dump($r->getArrayCopy());
$ao = new ArrayObject([5]);
$i = $ao->getIterator();
$i2 = clone $i;
$i2[] = 6;
var_dump($ao->getArrayCopy());
$c = clone $ao;
$c[] = 7;
var_dump(count($ao), count($c));
var_dump(serialize($b));
$a = new ArrayIterator();
$a[] = 1;

$b = clone $a;

var_dump($a[0], $b[0]);
$b[0] = $b[0] + 1;
var_dump($a[0], $b[0]);
$b[0] = 3;
var_dump($a[0], $b[0]);
?>
