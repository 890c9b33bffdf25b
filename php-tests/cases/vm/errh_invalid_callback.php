<?php
try {
    set_error_handler('no_such_function');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    set_exception_handler('no_such_function');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    set_error_handler(42);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
