<?php
// writing through an ArrayObject element: `++` on a missing one is php's undefined key,
// a nested write makes it quietly, a null offset is '' with 8.5's deprecation, and
// `$ao[][...]` has no element to write into
$ao = new ArrayObject;
$ao['x']++;
$ao[5]++;
$ao['y']['z'] = 1;
$ao[null]['hurr'] = 'durr';
$ao[]['lost'] = 1;
$r = &$ao['ref'];
$r = 'bound';
var_dump($ao->getArrayCopy());
try {
    $ao[null]++;
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
// a resource offset warns once per access
$fp = fopen(__FILE__, 'r');
$b = new ArrayObject();
var_dump($b[$fp]);
$b[$fp] = 1;
var_dump(isset($b[$fp]), $b[$fp]);
unset($b[$fp]);
var_dump(count($b));
