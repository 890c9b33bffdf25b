<?php
$a = 1; $b = null; $c = [1, 'k' => null];
var_dump(isset($a), isset($b), isset($a, $b), isset($c[0]), isset($c['k']), isset($c['x']['y']));
unset($a);
var_dump(isset($a));
var_dump(empty($a), empty($c), empty($c['k']), empty("0"), empty([]));
