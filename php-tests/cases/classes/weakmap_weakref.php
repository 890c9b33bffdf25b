<?php
// WeakReference: same instance per target, get() after the target dies
$o = new stdClass;
$w1 = WeakReference::create($o);
$w2 = WeakReference::create($o);
$got = $w1->get();
var_dump($w1 === $w2, $got === $o);
unset($got);
var_dump($w1);
unset($o);
var_dump($w1->get(), $w1);
try { new WeakReference; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { clone $w1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $w1->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { serialize($w1); } catch (Exception $e) { echo $e->getMessage(), "\n"; }

// WeakMap as a map
$map = new WeakMap;
$a = new stdClass; $a->n = 1;
$b = new stdClass; $b->n = 2;
$map[$a] = "first";
$map[$b] = null;
var_dump(count($map), isset($map[$a]), isset($map[$b]), $map[$b]);
var_dump($map);
foreach ($map as $k => $v) { var_dump($k->n, $v); }
try { $map["x"] = 1; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $map[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump($map[new stdClass]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
unset($map[$b]);
var_dump(count($map));

// entries go when the key dies; a value held only by the map is destructed at once
class D { function __destruct() { echo "D destructed\n"; } }
$k = new stdClass;
$map[$k] = new D;
echo "before unset\n";
unset($k);
echo "after unset\n";
var_dump(count($map));
$map[new stdClass] = 5;
var_dump(count($map));
$c = clone $map;
var_dump(count($c), $c[$a]);
echo "done\n";
