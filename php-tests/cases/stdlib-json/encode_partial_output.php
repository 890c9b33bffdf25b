<?php
// JSON_PARTIAL_OUTPUT_ON_ERROR replaces what cannot be encoded and keeps going.
$o = new stdClass;
$o->me = $o;
$data = ['ok' => 1, 'bad' => "\xff", 'inf' => INF, 'rec' => $o, 'list' => ["\xfe", 2], "\xfd" => 'key'];
var_dump(json_encode($data, JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error(), json_last_error_msg());
var_dump(json_encode($data, JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_PRETTY_PRINT));
var_dump(json_encode($data), json_last_error());
var_dump(json_encode("\xff", JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_NUMERIC_CHECK));
