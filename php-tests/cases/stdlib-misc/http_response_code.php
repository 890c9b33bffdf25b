<?php
// http_response_code on the command line: remembered, never sent. Every call runs before
// any output (php refuses to set the code once output started; rphp does not track that).
var_dump(
    http_response_code(),
    http_response_code(201),
    http_response_code(),
    http_response_code(404),
    http_response_code(0),
    http_response_code(-5),
    http_response_code()
);
try {
    http_response_code("x");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
