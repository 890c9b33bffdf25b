<?php
function f() { return func_get_args(); }
print_r(f(1, 'two', [3]));
function g($a) { return func_num_args(); }
echo g(1, 2, 3), "\n";
