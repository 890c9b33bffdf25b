<?php
// Slashes, backslashes, quotes and the named escapes.
$s = "a/b\\c\"d\ne\rf\tg\x08h\x0ci";
var_dump(json_encode($s));
var_dump(json_encode($s, JSON_UNESCAPED_SLASHES));
var_dump(json_encode("http://example.com/path/"));
var_dump(json_encode("http://example.com/path/", JSON_UNESCAPED_SLASHES));
var_dump(json_encode(['k/1' => 'v/1'], JSON_UNESCAPED_SLASHES));
var_dump(json_encode(['k/1' => 'v/1']));
var_dump(json_encode("\\\\"));
var_dump(json_encode("\x7f~ "));
