<?php
$tries = [
    ['allowed_classes' => 1],
    ['allowed_classes' => 'A'],
    ['allowed_classes' => null],
    ['allowed_classes' => [1]],
    ['allowed_classes' => [true]],
    ['allowed_classes' => ['bad name']],
    ['allowed_classes' => ['']],
    ['max_depth' => '5'],
    ['max_depth' => 1.5],
    ['max_depth' => -1],
    ['max_depth' => true],
];
foreach ($tries as $opts) {
    try {
        var_dump(unserialize('i:1;', $opts));
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    unserialize('i:1;', 'x');
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    unserialize([]);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(unserialize(''));
var_dump(unserialize(false));
var_dump(unserialize(123));
