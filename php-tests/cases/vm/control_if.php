<?php
foreach ([1, 5, 10] as $x) {
    if ($x < 3) { echo "small"; }
    elseif ($x < 7) { echo "medium"; }
    else { echo "large"; }
    echo "\n";
}
if (0) echo "no"; else if (1) echo "else-if\n";
