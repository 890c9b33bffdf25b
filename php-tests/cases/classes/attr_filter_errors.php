<?php
interface Marker {}
#[Attribute]
class Alpha implements Marker {}
#[Attribute]
class Beta extends Alpha {}
#[Attribute]
class Gamma {}

#[Alpha, Beta, Gamma]
function target(#[Beta] $p) {}
class K { #[Beta, Gamma] const C = 1; #[Gamma] public $v; }

$rf = new ReflectionFunction('target');
var_dump(array_map(fn($a) => $a->getName(), $rf->getAttributes(Alpha::class, ReflectionAttribute::IS_INSTANCEOF)));
var_dump(array_map(fn($a) => $a->getName(), $rf->getAttributes(Marker::class, ReflectionAttribute::IS_INSTANCEOF)));
var_dump(array_map(fn($a) => $a->getName(), $rf->getAttributes(Alpha::class)));
var_dump(array_map(fn($a) => $a->getName(), $rf->getAttributes('GAMMA')));
var_dump(count($rf->getParameters()[0]->getAttributes(Alpha::class, ReflectionAttribute::IS_INSTANCEOF)));
var_dump(count((new ReflectionClassConstant('K', 'C'))->getAttributes(Alpha::class, ReflectionAttribute::IS_INSTANCEOF)));
var_dump(count((new ReflectionProperty('K', 'v'))->getAttributes(Alpha::class, ReflectionAttribute::IS_INSTANCEOF)));
var_dump(ReflectionAttribute::IS_INSTANCEOF);

$calls = [
    fn() => $rf->getAttributes(null, 3),
    fn() => $rf->getAttributes('Nope', ReflectionAttribute::IS_INSTANCEOF),
    fn() => $rf->getParameters()[0]->getAttributes(null, 4),
    fn() => (new ReflectionProperty('K', 'v'))->getAttributes(null, 8),
    fn() => (new ReflectionClassConstant('K', 'C'))->getAttributes(null, -1),
    fn() => (new ReflectionClassConstant('K', 'C'))->getAttributes('Missing', 2),
];
foreach ($calls as $c) {
    try {
        var_dump($c());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
