<?php
// flags come from a wrapped ArrayObject when only the array is given
$ao = new ArrayObject([], ArrayObject::STD_PROP_LIST | ArrayObject::ARRAY_AS_PROPS);
$ao2 = @new ArrayObject($ao);
var_dump($ao2->getFlags(), $ao2->getIterator()->getFlags());
var_dump(@(new ArrayIterator($ao))->getFlags());
var_dump(@(new ArrayObject($ao, 0))->getFlags());

// the iterator class argument is checked as the constructor's
foreach (['nonExistentClass', 'stdClass'] as $cls) {
    try {
        new ArrayObject([], 0, $cls);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}

// getIterator does not call the iterator's constructor
class MyIterator extends ArrayIterator
{
    public function __construct()
    {
        echo "ctor called\n";
    }
}
$ao = new ArrayObject(['a' => 1, 'b' => 2], 0, 'MyIterator');
var_dump($ao->getIteratorClass());
foreach ($ao as $k => $v) {
    echo "$k=>$v\n";
}

// exchangeArray: argument type, deprecation, overloaded objects
$ao = new ArrayObject([1, 2, 3]);
try {
    $ao->exchangeArray(null);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    $ao->exchangeArray(new SplFixedArray());
} catch (InvalidArgumentException $e) {
    echo $e->getMessage(), "\n";
}
var_dump(count($ao));
$flagged = new ArrayObject(['x' => 1], ArrayObject::ARRAY_AS_PROPS);
$ao->exchangeArray($flagged);
var_dump($ao->getFlags(), $ao->x ?? 'none');

// a missing property of a wrapped object is an undefined key and is not created
class C
{
    public $prop = 'orig';
}
$c = new C();
$ao = @new ArrayObject($c);
unset($ao['prop']);
var_dump($ao['prop']);
var_dump($c);

// clone copies the wrapped table
#[AllowDynamicProperties]
class D {}
$d = new D();
$ao1 = @new ArrayObject($d);
$d->p1 = 'before';
$ao2 = clone $ao1;
$d->p2 = 'after';
$ao2['n'] = 'clone only';
var_dump(get_object_vars($d), $ao2->getArrayCopy());

// an ArrayObject over itself
class Self_ extends ArrayObject
{
    public $a;
    public $b;
    public function __construct()
    {
        parent::__construct($this, ArrayObject::ARRAY_AS_PROPS);
    }
}
$s = @new Self_();
var_dump($s->exchangeArray(['a' => 1]));

// elements appended after the end are walked by a later iteration step
$it = new ArrayIterator([0 => 'zero', 1 => 'one']);
foreach ($it as $k => $v) {
    echo "$k=>$v\n";
}
$it->append('two');
$it->append('three');
for (; $it->valid(); $it->next()) {
    echo $it->key(), '=>', $it->current(), "\n";
}
