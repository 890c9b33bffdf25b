<?php
$rows = [
    ['a', 'b', 'k' => 'K1', '' => 'empty', 1.5 => 'x'],
    ['c', 'd', 'k' => 'K2', '' => 'empty2'],
];
class S { public function __toString(): string { return 'k'; } }
foreach ([0, 1, 1.0, true, false, '1', 'k', new S, ''] as $key) {
    echo "-- ", var_export($key, true) === null ? '' : gettype($key), "\n";
    var_dump(array_column($rows, $key));
}
var_dump(array_column($rows, 0, new S));
var_dump(array_column($rows, 1, 1.7));
foreach ([[], new stdClass, fopen('php://memory', 'r')] as $bad) {
    try {
        var_dump(array_column($rows, $bad));
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        var_dump(array_column($rows, 0, $bad));
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$withIdx = [['v' => 1, 'i' => [1]], ['v' => 2, 'i' => new stdClass]];
foreach ($withIdx as $r) {
    try {
        var_dump(array_column([$r], 'v', 'i'));
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(array_column([['v' => 1, 'i' => null], ['v' => 2, 'i' => true], ['v' => 3, 'i' => 2.5]], 'v', 'i'));
