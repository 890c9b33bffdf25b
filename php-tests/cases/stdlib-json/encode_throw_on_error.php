<?php
// JSON_THROW_ON_ERROR: JsonException with the error code; json_last_error() untouched.
json_decode("[");
var_dump(json_last_error());
foreach (["\xff", NAN, [[1]]] as $i => $v) {
    try {
        var_dump(json_encode($v, JSON_THROW_ON_ERROR, 1));
    } catch (JsonException $e) {
        echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
        var_dump($e->getPrevious(), $e instanceof Exception);
    }
    var_dump(json_last_error());
}
// Success with the flag leaves the old error in place too.
var_dump(json_encode([1, 2], JSON_THROW_ON_ERROR), json_last_error());
var_dump(json_encode([1, 2]), json_last_error());
