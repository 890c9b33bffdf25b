<?php
var_dump(preg_match('/a/', 'banana', $m, PREG_OFFSET_CAPTURE, 2), $m);
var_dump(preg_match('/a/', 'banana', $m, PREG_OFFSET_CAPTURE, -2), $m);
var_dump(preg_match('/a/', 'banana', $m, 0, -100), $m);
var_dump(preg_match('/a/', 'banana', $m, 0, 6), $m);
var_dump(preg_match('/a/', 'banana', $m, 0, 7), $m, preg_last_error(), preg_last_error_msg());
var_dump(preg_match('/^a/', 'banana', $m, 0, 1));
var_dump(preg_match('/\Ga/', 'banana', $m, 0, 1));
