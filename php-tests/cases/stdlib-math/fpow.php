<?php
var_dump(function_exists('fpow'));
var_dump(fpow(2, 10), fpow(-8, 1/3), fpow(0, -1), fpow(2.5, "3"), fpow(INF, 0));
try { fpow("x", 2); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(fpow(-2, 3), fpow(-2, 0.5), fpow(1, NAN), fpow(NAN, 0), fpow(0, 0), fpow(-0.0, -1), fpow(10, 308), fpow(10, 309));
var_dump(fpow(num: 3, exponent: 2), fpow(true, 2));
try { fpow(2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { fpow(2, []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
