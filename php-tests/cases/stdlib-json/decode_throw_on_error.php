<?php
// JSON_THROW_ON_ERROR: a JsonException per error kind, json_last_error() untouched.
json_encode(NAN);
var_dump(json_last_error());
$inputs = ['', '[', '[}', "\"\x01\"", "\"\xff\"", '{"\u0000a":1}', '"\ud800"', '[[1]]', 'x'];
foreach ($inputs as $in) {
    try {
        var_dump(json_decode($in, false, 2, JSON_THROW_ON_ERROR));
    } catch (JsonException $e) {
        echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
    }
    var_dump(json_last_error());
}
var_dump(json_decode('[1]', true, 512, JSON_THROW_ON_ERROR), json_last_error());
var_dump(json_decode('[1]', true), json_last_error());
