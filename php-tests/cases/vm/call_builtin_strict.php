<?php
declare(strict_types=1);
// a strict-types caller: builtins take no coercion
try {
    var_dump(strlen(123));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    var_dump(str_repeat("a", "3"));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(substr("abc", 1));
var_dump(round(2.5));
try {
    var_dump(abs("5"));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
