<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([[], (object) [], [[]], ['a' => []], ['a' => (object) []], [1, [2, [3, []]]], ['x' => ['y' => ['z' => 1]]], "str", 1, null, [null, true], ['' => 1, '0' => 2]] as $v) {
    echo json_encode($v, JSON_PRETTY_PRINT), "\n---\n";
}
echo json_encode([[], []], JSON_PRETTY_PRINT | JSON_FORCE_OBJECT), "\n";
var_dump(json_decode(json_encode(['a' => [1, 2]], JSON_PRETTY_PRINT), true));
