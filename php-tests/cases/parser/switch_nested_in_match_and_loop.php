<?php
while (true) {
    switch ($state) {
        case 'a':
            $state = match ($input) { 1 => 'b', default => 'a' };
            continue 2;
        default:
            break 2;
    }
}
