<?php
// JsonException is an Exception; getCode() is the JSON_ERROR_* value.
try {
    json_decode("[1,", false, 512, JSON_THROW_ON_ERROR);
} catch (Exception $e) {
    var_dump(get_class($e), $e->getMessage(), $e->getCode(), $e->getCode() === JSON_ERROR_SYNTAX);
    var_dump($e instanceof JsonException, $e instanceof Throwable, $e->getLine());
}
$e = new JsonException("custom", 7);
var_dump($e->getMessage(), $e->getCode());
try {
    throw new JsonException("thrown");
} catch (JsonException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
