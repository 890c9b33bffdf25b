<?php
$matrix = [[1, 2], [3, 4]];
foreach ($matrix as &$row) foreach ($row as &$cell) $cell *= 10;
unset($row, $cell);
print_r($matrix);
