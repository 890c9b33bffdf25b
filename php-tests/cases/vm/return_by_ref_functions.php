<?php
// references returned from functions, methods, static methods and closures
function &counter() { static $n = 0; return $n; }
$a = &counter();
$a++;
$a += 10;
var_dump(counter());
$copy = counter();
$copy = 100;
var_dump(counter());

class Box {
    public $items = [1, 2];
    private static $shared = 'x';
    public function &items() { return $this->items; }
    public static function &shared() { return self::$shared; }
    public function &self() { return $this; }
}
$box = new Box;
$r = &$box->items();
$r[] = 3;
var_dump($box->items);
$s = &Box::shared();
$s .= 'y';
var_dump(Box::shared());
$me = &$box->self();
var_dump($me === $box);

$v = 1;
$closure = function &() use (&$v) { return $v; };
$w = &$closure();
$w = 10;
var_dump($v);

$arrow = fn &(array &$arr) => $arr[0];
$data = [5, 6];
$first = &$arrow($data);
$first = 50;
var_dump($data);

// a by-ref function returning through another by-ref function
function &outer() { return counter(); }
$o = &outer();
$o = 7;
var_dump(counter());

// element of a static array
function &slot($k) { static $slots = []; return $slots[$k]; }
$x = &slot('a');
$x = 'A';
$y = &slot('b');
$y = 'B';
var_dump(slot('a'), slot('b'));

// a return type coerces the referenced value
function &typed(): string { static $t = 5; return $t; }
var_dump(typed());
