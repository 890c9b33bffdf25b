<?php
enum E: string { case A = 'a'; case B = 'b'; }
$w = new WeakMap;
$w[E::A] = 'x';
var_dump(count($w), $w[E::A]);
$s = new SplObjectStorage;
$s[E::B] = 1;
var_dump($s->contains(E::B));
var_dump(E::A <=> E::B, E::A == E::A, E::A != E::B, in_array(E::B, E::cases(), true), array_search(E::B, E::cases()));
var_dump(spl_object_id(E::A) === spl_object_id(E::A));
var_dump((new ReflectionClass(E::class))->isFinal(), (new ReflectionClass(E::class))->isInstantiable());
try { (new ReflectionClass(E::class))->newInstance(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new ReflectionClass(E::class))->newInstanceWithoutConstructor(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unserialize('E:3:"E:C";'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(@unserialize('E:3:"E:C";'));
var_dump(E::A->name, isset(E::A->name), isset(E::A->nope), property_exists(E::A, 'value'));
$fn = fn(E $e): string => $e->value;
var_dump(array_map($fn, E::cases()));
try { $fn('a'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(E::A instanceof E, is_object(E::A), is_callable([E::class, 'from']));
