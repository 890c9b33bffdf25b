<?php
function gen() { yield 'a' => 1; yield 'b' => 2; yield 'a' => 3; }
var_dump(iterator_to_array(gen()), iterator_to_array(gen(), false), iterator_count(gen()));
var_dump(iterator_to_array([5 => 'x', 'k' => 'y']), iterator_to_array([5 => 'x', 'k' => 'y'], false), iterator_count([1, 2, 3]));
class Agg implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator(['p' => 1, 'q' => 2]); } }
var_dump(iterator_to_array(new Agg), iterator_count(new Agg));
$it = new ArrayIterator([1, 2, 3]);
var_dump(iterator_apply($it, function () use ($it) { echo $it->current(), "\n"; return true; }));
var_dump(iterator_apply($it, function ($x) { echo "once $x\n"; return false; }, ['arg']));
foreach ([1, 'str', null] as $bad) {
    try { iterator_to_array($bad); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { iterator_count($bad); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { iterator_apply([1], 'strlen'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
interface I1 {} interface I2 extends I1 {}
trait T1 {} trait T2 {}
class P1 implements I2 { use T1; }
class C1 extends P1 { use T2; }
var_dump(class_parents(new C1), class_parents('C1'), class_parents('P1'), class_uses('C1'), class_uses(new P1), class_uses('I1'));
var_dump(class_implements('P1'), count(class_implements('C1')));
var_dump(class_implements('NoSuchClass'), class_parents('NoSuchClass', false), class_uses('Nope'));
try { class_implements(42); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$o = new stdClass;
var_dump(strlen(spl_object_hash($o)), spl_object_hash($o) === spl_object_hash($o), spl_object_hash($o) === spl_object_hash(new stdClass));
try { spl_object_hash('x'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$classes = spl_classes();
var_dump(count($classes), array_slice($classes, 0, 3), $classes['SplTempFileObject']);
foreach ($classes as $c) {
    if (!class_exists($c) && !interface_exists($c)) {
        echo "missing $c\n";
    }
}
