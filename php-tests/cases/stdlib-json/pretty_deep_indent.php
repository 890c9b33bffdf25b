<?php
// Pretty printing past sixteen levels of nesting, and empty containers at depth.
$a = "leaf";
for ($i = 0; $i < 20; $i++) {
    $a = ["k$i" => $a, "n" => [$i, []], "o" => new stdClass()];
}
echo json_encode($a, JSON_PRETTY_PRINT), "\n";
echo json_encode([[[[]]], ["x" => [1.5, true, null]]], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
