<?php
$a = new stdClass; $b = new stdClass;
var_dump(spl_object_id($a) !== spl_object_id($b), get_class($a));
$c = $a;
var_dump($c === $a, $c == $b, $a === $b);
