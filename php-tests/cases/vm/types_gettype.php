<?php
foreach ([null, true, 1, 1.5, "s", [], new stdClass, fn() => 1] as $v) {
    echo gettype($v), " ", get_debug_type($v), "\n";
}
var_dump(is_int(5), is_float(5.0), is_string(""), is_bool(false), is_array([]), is_null(null), is_numeric("1e5"), is_numeric("abc"), is_numeric(" 5"), is_numeric("5 "), is_scalar(1.5), is_iterable([1]), is_object(new stdClass));
