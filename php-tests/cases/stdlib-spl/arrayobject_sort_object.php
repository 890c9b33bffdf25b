<?php
// sorting an ArrayObject that wraps an object reorders that object's property table
class C {
    public $prop1 = 'x';
    public $prop2 = 'z';
    private $prop3 = 'a';
    public $prop4 = 'x';
}
$c = new C;
$ao = @new ArrayObject($c);
var_dump($ao->asort());
var_dump($c);
var_dump($ao->ksort());
var_dump($c);

$obj = (object)['a' => 2, 'b' => 1, 'c' => 3];
$ao = @new ArrayObject($obj);
$ao->uasort(fn ($a, $b) => $a <=> $b);
var_dump($obj);
// through an ArrayObject wrapping it
$ao2 = @new ArrayObject($ao);
$ao2->uksort(fn ($a, $b) => strcmp($b, $a));
var_dump($ao2, $obj);
$n = (object)['x' => 'img12', 'y' => 'img10', 'z' => 'IMG2'];
$ao = @new ArrayObject($n);
$ao->natcasesort();
var_dump($n);

// an ArrayObject wrapping itself sorts its own properties
$self = new ArrayObject();
@$self->exchangeArray($self);
@$self->a = 2;
@$self->b = 1;
$self->asort();
var_dump($self);
