<?php
$a = clone($obj, ['x' => 1, 'y' => 2]);
$b = clone($obj, withProperties: ['z' => 3]);
$c = clone(...);
$d = array_map(clone(...), $objs);
