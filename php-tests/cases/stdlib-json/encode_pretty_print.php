<?php
// JSON_PRETTY_PRINT: four spaces a level, ": " after keys, empty containers on one line.
$data = [
    'name' => 'rphp',
    'list' => [1, 2, [3, 4]],
    'empty_list' => [],
    'empty_obj' => new stdClass,
    'nested' => ['a' => ['b' => ['c' => null]]],
    'mixed' => [true, false, 1.5, "s"],
];
echo json_encode($data, JSON_PRETTY_PRINT), "\n";
echo json_encode([], JSON_PRETTY_PRINT), "\n";
echo json_encode(new stdClass, JSON_PRETTY_PRINT), "\n";
echo json_encode([[]], JSON_PRETTY_PRINT), "\n";
echo json_encode([new stdClass], JSON_PRETTY_PRINT), "\n";
echo json_encode([[], [[]]], JSON_PRETTY_PRINT | JSON_FORCE_OBJECT), "\n";
echo json_encode([1, 2], JSON_PRETTY_PRINT | JSON_FORCE_OBJECT), "\n";
echo json_encode("scalar", JSON_PRETTY_PRINT), "\n";
echo json_encode(['a/b' => '<x>'], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG), "\n";
