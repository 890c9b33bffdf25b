<?php
var_dump([1 => [2 => [3 => []]], 'float' => 1.0, 'neg' => -0.0, 'big' => 1e100, 'small' => 1.5e-10, 's' => "multi\nline"]);
var_dump(0.1 + 0.2, 1/3, 100.0, -1.5, 2.5e15, 1e15);
