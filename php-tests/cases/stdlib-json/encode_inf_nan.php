<?php
// INF and NAN cannot be encoded: error 7, "0" under partial output.
foreach ([INF, -INF, NAN, [1, NAN, 3], ['a' => INF], [[-INF]]] as $v) {
    var_dump(json_encode($v));
    var_dump(json_last_error(), json_last_error_msg());
    var_dump(json_encode($v, JSON_PARTIAL_OUTPUT_ON_ERROR));
    var_dump(json_last_error());
}
// The encoding goes on after a NAN: a later error wins.
var_dump(json_encode([NAN, "\xff"]), json_last_error());
var_dump(json_encode(["\xff", NAN]), json_last_error());
var_dump(json_encode([NAN, "\xff"], JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
try {
    json_encode([1, NAN], JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
}
