<?php
$r = match ($x) {
    1 => 'one',
    2, 3 => 'few',
    default => 'many',
};
