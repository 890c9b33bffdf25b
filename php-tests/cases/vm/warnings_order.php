<?php
echo "line1\n";
$a = [];
echo $a['x'] . $a['y'], "|\n";
echo "Array to string: " . [1], "\n";
$r = "5 apples" + 3;
echo $r, "\n";
