<?php
var_dump(preg_match_all('/\d+/', '12 345 6', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match_all('/\d+/', '12 345 6', $m, PREG_PATTERN_ORDER, 3), $m);
var_dump(preg_match_all('/\d+/', '12 345 6', $m, PREG_PATTERN_ORDER, -1), $m);
var_dump(preg_match_all('/\d+/', '12', $m, PREG_PATTERN_ORDER, 5), $m);
