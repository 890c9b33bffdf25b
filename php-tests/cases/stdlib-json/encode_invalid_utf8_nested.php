<?php
// Malformed UTF-8 inside containers and in keys.
var_dump(json_encode(["a", "b\xff", "c"]), json_last_error());
var_dump(json_encode(["a", "b\xff", "c"], JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
var_dump(json_encode(["k\xff" => 1, "ok" => 2]), json_last_error());
var_dump(json_encode(["k\xff" => 1, "ok" => 2], JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
var_dump(json_encode(["k\xff" => "v\xff"], JSON_PARTIAL_OUTPUT_ON_ERROR));
var_dump(json_encode(["k\xff" => "v\xff"], JSON_INVALID_UTF8_SUBSTITUTE));
var_dump(json_encode(["k\xff" => "v\xff"], JSON_INVALID_UTF8_IGNORE));
var_dump(json_encode(["k\xff" => 1], JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_PRETTY_PRINT));
$o = new stdClass;
$o->{"p\xff"} = 1;
$o->q = "\xfe";
var_dump(json_encode($o), json_last_error());
var_dump(json_encode($o, JSON_PARTIAL_OUTPUT_ON_ERROR));
try {
    json_encode(["x" => "\xff"], JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
}
var_dump(json_encode(["x" => "\xff"], JSON_THROW_ON_ERROR | JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
