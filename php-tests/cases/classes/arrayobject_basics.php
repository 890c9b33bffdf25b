<?php
$ao = new ArrayObject(['b' => 2, 'a' => 1]);
$ao['c'] = 3;
$ao[] = 4;
var_dump(count($ao), $ao['a'], isset($ao['z']), $ao->getArrayCopy());
foreach ($ao as $k => $v) echo "$k=$v\n";
$ao->ksort();
var_dump(array_keys($ao->getArrayCopy()));
unset($ao['b']);
var_dump($ao->offsetExists('b'), iterator_to_array($ao->getIterator()));
$it = new ArrayIterator([3, 1, 2]);
$it->asort();
var_dump(iterator_to_array($it), $it->count());
$obj = new stdClass; $obj->p = 1;
$ao2 = new ArrayObject($obj);
$ao2['q'] = 2;
var_dump($obj);
$ao3 = new ArrayObject([], ArrayObject::ARRAY_AS_PROPS);
$ao3->x = 'prop';
var_dump($ao3['x'], count($ao3));
var_dump($ao);
try { echo $ao['missing']; } catch (Error $e) { echo get_class($e), "\n"; }
echo "\n";
try { new ArrayObject(5); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
