<?php
function f($a) { $b = 2; $c = null; return get_defined_vars(); }
print_r(f(1));
