<?php
interface Animal {}
interface Pet extends Animal {}
abstract class Mammal implements Animal {}
class Dog extends Mammal implements Pet {}
class Puppy extends Dog {}
class Rock {}
spl_autoload_register(function ($c) { echo "autoload($c)\n"; });
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }

$p = new Puppy;
$names = ['Puppy', 'puppy', 'DOG', '\Dog', 'Pet', 'ANIMAL', 'Mammal', 'Rock', 'Unloaded', 'stdClass', ''];
foreach ($names as $n) { echo str_pad($n, 9), var_export($p instanceof $n, true), "\n"; }
var_dump($p instanceof $p, $p instanceof (new Dog), new Dog instanceof $p, $p instanceof Unloaded);
var_dump('Puppy' instanceof Dog, null instanceof Dog);
$x = new Rock;
var_dump(!$x instanceof Dog, $x instanceof stdClass);

var_dump(is_a($p, 'Dog'), is_a($p, 'pet'), is_a('Puppy', 'Dog'), is_a('Puppy', 'Dog', true), is_a('puppy', 'ANIMAL', true));
var_dump(is_a($p, 'Puppy'), is_a('Puppy', 'Puppy', true), is_a($p, 'Unloaded1'), is_a('Unloaded2', 'Dog', true));
var_dump(is_subclass_of($p, 'Puppy'), is_subclass_of($p, 'Dog'), is_subclass_of($p, 'Animal'), is_subclass_of('Puppy', 'Pet'));
var_dump(is_subclass_of('Puppy', 'Pet', false), is_subclass_of('Pet', 'Animal'), is_subclass_of('Animal', 'Animal'), is_subclass_of('Unloaded3', 'Dog'));
t(fn() => is_a(42, 'Dog'));
t(fn() => is_a('Dog', 42, true));
t(fn() => is_subclass_of(null, 'Dog'));
t(fn() => is_subclass_of([], 'Dog'));

var_dump(class_exists('PUPPY'), class_exists('\\Puppy'), class_exists('Pet'), interface_exists('PET'), class_exists('Unloaded4', false), class_exists('Unloaded5'));
var_dump(interface_exists('Dog'), enum_exists('Dog'), class_exists('Mammal'));
var_dump(get_parent_class($p), get_parent_class('Puppy'), get_parent_class(new Rock), get_parent_class('Mammal'), get_parent_class('Pet'));
t(fn() => get_parent_class('Unloaded6'));
t(fn() => get_parent_class());
t(fn() => (new class extends Puppy { function pc() { return [get_parent_class(), get_parent_class($this), parent::class, self::class === static::class]; } })->pc());
var_dump(class_parents($p), class_implements('Puppy'));
t(fn() => class_parents('Unloaded7'));
t(fn() => class_parents('Unloaded8', false));
var_dump(array_map(fn($o) => $o instanceof Animal, [new Dog, new Rock, new Puppy]));
$cn = 'Dog';
var_dump(new $cn instanceof $cn, $p::class, get_class($p) === Puppy::class);
