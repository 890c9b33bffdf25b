<?php
var_dump(preg_match_all('/(\d)(\w)?/', '1a 2 3c', $m, PREG_SET_ORDER), $m);
var_dump(preg_match_all('/(?<d>\d)/', '12', $m, PREG_SET_ORDER), $m);
var_dump(preg_match_all('/(?<d>\d)/', '12', $m), $m);
var_dump(preg_match_all('/(\d)/', 'a1b2', $m, PREG_SET_ORDER | PREG_OFFSET_CAPTURE), $m);
