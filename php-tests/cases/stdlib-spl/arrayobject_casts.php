<?php
$ao = new ArrayObject(['a' => 1, 2]);
var_dump((array) $ao, count((array)$ao));
var_export($ao); echo "\n";
echo json_encode($ao), "\n";
$ao2 = new ArrayObject([1], ArrayObject::STD_PROP_LIST); $ao2->p = 5;
var_dump((array) $ao2);
echo json_encode($ao2), "\n";
var_dump(get_object_vars($ao));
$it = new ArrayIterator(['x' => 1]);
var_dump((array) $it);
