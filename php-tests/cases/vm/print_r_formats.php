<?php
print_r([1, ['a' => [], 'b' => [true, false, null]], 1.5, "str"]);
echo "\n";
echo print_r("scalar", true), "|", print_r(1.0, true), "|", print_r(false, true), "|\n";
$o = new stdClass; $o->p = 1; $o->q = [2];
print_r($o);
echo "\n";
