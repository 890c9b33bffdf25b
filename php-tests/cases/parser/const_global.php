<?php
const A = 1;
const B = A + 1, C = 'c';
const D = [1, 2];
const E = true ? 'y' : 'n';
const F = PHP_EOL . 'x';
const G = \strlen(...);
define('H', 3);
