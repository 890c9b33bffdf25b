<?php
// json_validate's argument checks.
function t($f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    echo "   last error: ", json_last_error(), "\n";
}
t(fn() => json_validate('1', 0));
t(fn() => json_validate('1', -5));
t(fn() => json_validate('1', PHP_INT_MAX));
t(fn() => json_validate('1', 512, JSON_INVALID_UTF8_SUBSTITUTE));
t(fn() => json_validate('1', 512, JSON_THROW_ON_ERROR));
t(fn() => json_validate('1', 512, JSON_INVALID_UTF8_IGNORE));
t(fn() => json_validate('', 0));
t(fn() => json_validate('', 512, 5));
t(fn() => json_validate([]));
t(fn() => json_validate());
t(fn() => json_validate('[', 512, JSON_INVALID_UTF8_IGNORE));
