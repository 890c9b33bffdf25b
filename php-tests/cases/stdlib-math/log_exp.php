<?php
var_dump(log(M_E), log(8, 2), log(100, 10), log(27, 3), log(0), log(-1), log(5, 1), log10(1000), log1p(1e-10), exp(1), exp(710), expm1(1e-10), sqrt(2), sqrt(-1));
try { log(8, 0); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { log(8, -2); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
