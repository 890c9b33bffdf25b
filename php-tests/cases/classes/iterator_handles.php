<?php
class It implements Iterator { private $i=0; function current(): mixed {return $this->i;} function key(): mixed {return $this->i;} function next(): void {$this->i++;} function rewind(): void {$this->i=0;} function valid(): bool {return $this->i<1;} }
class Ag implements IteratorAggregate { function getIterator(): Iterator { return new It; } }
class Ag2 implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([1]); } }
function g() { yield 1; }
class Ag3 implements IteratorAggregate { function getIterator(): Iterator { return g(); } }
$it = new It;
foreach ($it as $v) echo "$v\n";
$o = new stdClass; echo spl_object_id($o), "\n"; unset($o);
$a = new Ag;
foreach ($a as $v) echo "$v\n";
$o = new stdClass; echo spl_object_id($o), "\n"; 
$o2 = new stdClass; echo spl_object_id($o2), "\n"; unset($o, $o2);
$a = new Ag2;
foreach ($a as $v) echo "$v\n";
$o = new stdClass; echo spl_object_id($o), "\n"; 
$o2 = new stdClass; echo spl_object_id($o2), "\n"; unset($o, $o2);
$a = new Ag3;
foreach ($a as $v) echo "$v\n";
$o = new stdClass; echo spl_object_id($o), "\n"; 
$o2 = new stdClass; echo spl_object_id($o2), "\n"; unset($o, $o2);
$x = iterator_to_array(new ArrayIterator([1]));
$o = new stdClass; echo spl_object_id($o), "\n"; 
$o2 = new stdClass; echo spl_object_id($o2), "\n"; unset($o, $o2);
$x = [...new ArrayIterator([1])];
$o = new stdClass; echo spl_object_id($o), "\n"; 
$o2 = new stdClass; echo spl_object_id($o2), "\n"; unset($o, $o2);
$x = [...$it];
$o = new stdClass; echo spl_object_id($o), "\n"; 
$o2 = new stdClass; echo spl_object_id($o2), "\n"; unset($o, $o2);

function ids2($tag) { $o = new stdClass; $o2 = new stdClass; echo "$tag: ", spl_object_id($o), " ", spl_object_id($o2), "\n"; }
$ai = new ArrayIterator([1, 2]);
ids2("start");
echo iterator_count($ai), "\n"; ids2("count");
iterator_apply($ai, function() { return true; }); ids2("apply");
function gen($ai) { yield from $ai; }
foreach (gen($ai) as $v) { ids2("in yf $v"); }
ids2("after yf");
foreach ($ai as $v) { foreach ($ai as $w) { ids2("nested"); break 2; } }
ids2("after break");
try { foreach ($ai as $v) { throw new Exception("x"); } } catch (Exception $e) { ids2("caught"); }
unset($e); ids2("unset e");
function f($ai) { foreach ($ai as $v) { return $v; } }
f($ai); ids2("ret");
$x = array_map(fn($v) => $v, iterator_to_array($ai)); ids2("map");
list($a, $b) = [...$ai]; ids2("spread");
$map = new WeakMap; $k1 = new stdClass; $map[$k1] = 1;
foreach ($map as $k => $v) { ids2("weakmap"); }
ids2("after weakmap");
class GenAgg implements IteratorAggregate { function getIterator(): Generator { yield "a" => 1; yield "b" => 2; } }
var_dump([...new GenAgg]); ids2("after agg spread");
function va(...$a) { return $a; } var_dump(va(...new GenAgg)); ids2("after agg unpack");
