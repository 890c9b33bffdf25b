<?php
list(, $b) = [1, 2];
[, , $c] = [1, 2, 3];
list($a, , $c) = $arr;
