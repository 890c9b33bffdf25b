<?php
// An object that contains itself: "Recursion detected", null under partial output.
$o = new stdClass;
$o->self = $o;
var_dump(json_encode($o), json_last_error(), json_last_error_msg());
var_dump(json_encode($o, JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
$a = new stdClass;
$b = new stdClass;
$a->b = $b;
$b->a = $a;
$b->x = 1;
var_dump(json_encode($a), json_last_error());
var_dump(json_encode([$a, 2], JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
var_dump(json_encode($a, JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_PRETTY_PRINT));
$list = new stdClass;
$list->items = [1, [2, $list]];
var_dump(json_encode($list, JSON_PARTIAL_OUTPUT_ON_ERROR));
try {
    json_encode($o, JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
}
