<?php
// The $depth limit of json_encode: checked when a container closes.
$nested = [[[1]]];
foreach ([0, 1, 2, 3, 4, -1] as $d) {
    var_dump(json_encode($nested, 0, $d), json_last_error_msg());
    var_dump(json_encode($nested, JSON_PARTIAL_OUTPUT_ON_ERROR, $d), json_last_error());
}
var_dump(json_encode(1, 0, 0), json_last_error());
var_dump(json_encode([], 0, 0), json_last_error());
var_dump(json_encode([[1], [2]], JSON_PRETTY_PRINT | JSON_PARTIAL_OUTPUT_ON_ERROR, 1));
$o = new stdClass;
$o->a = new stdClass;
$o->a->b = [1];
var_dump(json_encode($o, 0, 2), json_last_error());
var_dump(json_encode($o, 0, 3), json_last_error());
try {
    json_encode($nested, JSON_THROW_ON_ERROR, 1);
} catch (JsonException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
}
// A deep structure.
$deep = [];
for ($i = 0; $i < 600; $i++) {
    $deep = [$deep];
}
var_dump(json_encode($deep), json_last_error_msg());
var_dump(strlen(json_encode($deep, 0, 1000)));
