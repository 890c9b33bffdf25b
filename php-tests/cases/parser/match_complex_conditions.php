<?php
$r = match (true) {
    $x instanceof A, $x instanceof B => 'ab',
    is_int($x) && $x > 0 => 'positive',
    in_array($x, [1, 2, 3], true) => 'small',
    default => null,
};
