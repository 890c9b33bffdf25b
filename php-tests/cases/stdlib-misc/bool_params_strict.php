<?php
declare(strict_types=1);
// under strict_types a builtin's bool parameter takes only a bool
$t = 1;
$a = [1];
foreach ([1, 0.0, "1", null, [], true] as $v) {
    try {
        var_dump(in_array(1, $a, $v));
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    var_dump(md5("a", 1));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    var_dump(var_export(1, null));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(var_export(1, true));
