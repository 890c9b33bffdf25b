<?php
$versions = ["1", "1.0", "1.0.0", "1.0.1", "1.1", "1.10", "1.9", "2", "10", "1.0a", "1.0b", "1.0RC1", "1.0rc2", "1.0pl1", "1.0p2", "1.0dev", "1.0alpha", "1.0beta", "1.0-dev", "1.0#1", ""];
foreach ($versions as $a) {
    $row = [];
    foreach ($versions as $b) {
        $row[] = version_compare($a, $b);
    }
    echo str_pad($a, 8), implode(" ", array_map(fn($c) => sprintf("%2d", $c), $row)), "\n";
}
