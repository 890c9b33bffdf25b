<?php
// The texts of SPL's Serializable::serialize() (the C: format of php < 7.4 and the
// serialize() methods) read back, with php's offsets for malformed ones.
function each_text(string $class, array $texts): void
{
    foreach ($texts as $d) {
        try {
            $o = new $class;
            $o->unserialize($d);
            echo "ok ", count($o), " ", json_encode(iterator_to_array($o, false)), "\n";
        } catch (Throwable $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
$a = new ArrayObject([1, 2, "x" => 3]);
var_dump($a->serialize());
var_dump((new ArrayIterator(['a' => 1]))->serialize());
$b = new ArrayObject;
$b->unserialize('x:i:2;a:1:{i:0;i:9;};m:a:1:{s:1:"q";i:1;}');
var_dump($b, $b->getFlags(), $b->q);
$c = new ArrayObject([1]);
$c->unserialize('x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:3;};m:a:1:{s:1:"z";r:3;}');
var_dump($c);
var_dump($c[0] === $c[1], $c[0] === $c->z);
var_dump($c);
var_dump(unserialize('C:11:"ArrayObject":21:{x:i:0;a:0:{};m:a:0:{}}'));
var_dump(unserialize('C:16:"SplObjectStorage":14:{x:i:0;m:a:0:{}}'));
$bad = ['', 'x', 'x:i:0', 'x:i:0;a:0:{}', 'x:i:0;a:0:{};m:i:1;', 'y:i:0;a:0:{};m:a:0:{}',
    'x:i:0;N;m:a:0:{}', 'x:i:0;a:0:{};m:a:0:{}', 'x:s:1:"a";a:0:{};m:a:0:{}', 'x:i:0;a:0:{}x'];
each_text('ArrayObject', $bad);
$s = new SplObjectStorage;
$s->unserialize('x:i:2;O:8:"stdClass":1:{s:1:"n";i:1;},a:1:{i:0;i:1;};O:8:"stdClass":0:{},r:2;;m:a:0:{}');
var_dump(count($s));
foreach ($s as $i => $o) {
    var_dump($o, $s[$o]);
}
each_text('SplObjectStorage', ['', 'x:i:1;', 'x:i:-1;m:a:0:{}', 'x:i:1;O:8:"stdClass":0:{};m:a:0:{}',
    'x:i:1;i:5;;m:a:0:{}', 'x:i:0;m:a:0:{}', 'x:i:1;O:8:"stdClass":0:{};;m:a:0:{}', 'x:i:0;;m:a:0:{}']);
$l = new SplDoublyLinkedList;
$l->push(1);
$l->push([2]);
$t = $l->serialize();
var_dump($t);
$l2 = new SplQueue;
$l2->unserialize($t);
var_dump($l2->count(), $l2[1], $l2->getIteratorMode());
each_text('SplDoublyLinkedList', ['i:0;', 'i:0;:i:1;:s:1:"a";', 'i:0;x', 's:1:"a";', 'i:0;:',
    'i:4;:i:7;', 'i:0;:i:1;:r:2;']);
