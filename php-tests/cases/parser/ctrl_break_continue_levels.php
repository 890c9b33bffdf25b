<?php
foreach ($a as $x) {
    foreach ($b as $y) {
        if ($y) continue 2;
        if ($x) break 2;
        break 1;
    }
    continue;
}
