<?php
class T { public $a = 1; }
var_dump(intval(new T));
var_dump(floatval(new T));
var_dump(doubleval("3.5x"));
var_dump(intval([]), intval([0]), intval("  12 "), intval("12abc"), intval(1e19), intval(-1.9), intval("0x1A"), intval(" 0b11"));
var_dump(floatval("1.5abc"), floatval("abc"), floatval(" 2e3"), floatval(".5"), floatval("-0"), floatval([1]), floatval(null));
var_dump(boolval(new T), boolval([]), boolval([0]), boolval("0"), boolval("0.0"), boolval(0.0), boolval(-0.0), boolval(NAN), boolval(""));
