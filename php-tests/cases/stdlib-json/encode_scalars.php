<?php
// json_encode of null, bools, ints, floats and plain strings.
foreach ([null, true, false, 0, 1, -1, 42, PHP_INT_MAX, PHP_INT_MIN, 0.0, -0.0, 1.0, 0.1, 1.5, -2.25,
          0.1 + 0.2, 1e15, 1e16, 1e17, 1e25, 1.5e-7, 0.0001, 0.00001, 123456789.125, 1.7976931348623157e308,
          5e-324, "", "a", "hello world", "123", "1.5", "true", "null"] as $v) {
    var_dump(json_encode($v));
}
