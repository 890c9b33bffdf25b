<?php
// an element removed under an ArrayIterator moves it to the next one (php's hash
// iterators follow deletions): next() then steps on from there
$ar = new ArrayObject([1, 2, 3, 4, 5]);
$it = $ar->getIterator();
$ar->offsetUnset($it->key());
var_dump($it->key(), $it->current());
$it->next();
var_dump($it->key(), $it->current());
foreach ($it as $k => $v) {
    $ar->offsetUnset($k + 1);
    echo "$k=>$v\n";
}
var_dump($ar->getArrayCopy());
$i = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3]);
$i->next();
$i->offsetUnset('b');
$i->next();
var_dump($i->key());
$j = new ArrayIterator([1, 2]);
foreach ($j as $k => $v) {
    echo "$k ";
    if ($k === 1) {
        $j[] = 3;
    }
}
echo "\n";
$j->next();
var_dump($j->valid());
