<?php
var_dump((int)"12abc", (int)3.99, (int)-3.99, (int)"  42", (int)true, (int)null, (int)[1]);
var_dump((float)"1.5e3", (float)"abc", (string)1.0, (string)0.1, (bool)"0", (bool)"", (bool)"0.0", (bool)[], (bool)[0]);
var_dump((array)"x", (array)null, (string)false, intval("0x1A", 16), intval("012", 0), floatval("1.5abc"), boolval(0.0), strval(3.0));
