<?php
// back-references between SPL texts (ArrayObject, ArrayIterator, SplObjectStorage,
// SplDoublyLinkedList) and the unserialize() around them share one table
$o = new stdClass;
$o->x = 1;
$ao = new ArrayObject([$o, 'k' => $o]);
$s = new SplObjectStorage();
$s[$o] = $ao;
$l = new SplDoublyLinkedList();
$l->push($o);
$l->push($ao);
$it = new ArrayIterator([$o, $ao]);
$all = [$o, $ao, $s, $l, $it, $o];
foreach ([$all, [$ao, $ao], [$s, $o], [$l, $l]] as $v) {
    $ser = serialize($v);
    echo $ser, "\n";
    $u = unserialize($ser);
    var_dump($u);
}
$a = [1, 2];
$a[2] = &$a[0];
$ao = new ArrayObject($a);
$x = [$ao, &$a[0]];
$ser = serialize($x);
echo $ser, "\n";
var_dump(unserialize($ser));
$it = new ArrayIterator(['a' => 'b']);
$v = ['q', $it];
$v[2] = &$v[0];
echo $ser = serialize($v), "\n";
var_dump(unserialize($ser));
