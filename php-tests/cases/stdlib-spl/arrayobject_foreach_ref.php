<?php
// foreach by reference over ArrayObject/ArrayIterator writes the backing storage
$ao = new ArrayObject([1, 2, 3]);
foreach ($ao as $k => &$v) {
    $v = $v * 10 + $k;
}
unset($v);
var_dump($ao->getArrayCopy());

// nested loops over one object share its storage
$obj = new ArrayObject([0, 1]);
foreach ($obj as $ak => &$av) {
    foreach ($obj as $bk => &$bv) {
        if ($ak == 0 && $bk == 0) {
            $bv = "modify";
        }
        echo "$ak=>$av - $bk=>$bv\n";
    }
}
unset($av, $bv);

// a clone after the loop is independent
$c = clone $obj;
$c[1] = 'clone';
var_dump($obj[1], $c[1]);

// an ArrayObject wrapping an object: its properties
$o = new stdClass;
$o->a = 1;
$o->b = 2;
$w = @new ArrayObject($o);
foreach ($w as &$v) {
    $v = -$v;
}
unset($v);
var_dump($o);

// an ArrayObject wrapping an ArrayObject
$inner = new ArrayObject(['x' => 'a']);
$outer = new ArrayObject($inner);
foreach ($outer as &$v) {
    $v .= '!';
}
unset($v);
var_dump($inner['x']);

// ArrayIterator and RecursiveArrayIterator
$it = new ArrayIterator(['p' => 1]);
foreach ($it as &$v) {
    $v = 'q';
}
unset($v);
var_dump($it->getArrayCopy());
$it = new RecursiveArrayIterator([5]);
foreach ($it as &$v) {
    $v++;
}
unset($v);
var_dump($it[0]);

// an iterator class overriding an Iterator method refuses
class MyIt extends ArrayIterator
{
    public function current(): mixed
    {
        return parent::current();
    }
}
$ao = new ArrayObject([1], 0, MyIt::class);
try {
    foreach ($ao as &$v) {
    }
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    foreach (new MyIt([1]) as &$v) {
    }
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// object ids: the loop's iterator is freed with it
$x = new ArrayObject([1]);
foreach ($x as &$v) {
}
var_dump(new stdClass);
