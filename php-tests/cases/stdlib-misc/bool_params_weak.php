<?php
// builtins' bool parameters: null is deprecated, arrays and objects are TypeErrors,
// scalars are truth values
var_dump(in_array(1, [1], null));
var_dump(in_array("1e0", [1], "0"));
var_dump(md5("a", null));
var_dump(var_export(1, null));
var_dump(htmlspecialchars("a&amp;", ENT_QUOTES, null, null));
var_dump(array_keys([1, "1"], 1, null));
var_dump(call_user_func('in_array', 1, [1], null));
var_dump(call_user_func_array('array_slice', [[1, 2, 3], 1, null, null]));
var_dump(strstr("abc", "b", null));
var_dump(mb_strstr("abc", "b", null));
var_dump(iterator_to_array(new ArrayIterator(['a' => 1]), null));
$f = in_array(...);
var_dump($f(1, [1], null));
var_dump(array_search("1", [0, 1], 1.5));
foreach ([[], new stdClass] as $bad) {
    try {
        var_dump(in_array(1, [1], $bad));
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        var_dump(wordwrap("a b", 1, "\n", $bad));
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    in_array(1, [1], []);
} catch (TypeError $e) {
    echo $e->getTraceAsString(), "\n";
}
