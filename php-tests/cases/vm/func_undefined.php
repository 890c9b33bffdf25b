<?php
echo "before\n";
try { undefined_fn(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
undefined_fn2(1, 2);
echo "never\n";
