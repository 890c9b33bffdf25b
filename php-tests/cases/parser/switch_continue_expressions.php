<?php
foreach ($a as $v) {
    switch ($v) {
        case $v > 1 && $v < 5:
            continue 2;
        case f($v):
            break;
    }
}
