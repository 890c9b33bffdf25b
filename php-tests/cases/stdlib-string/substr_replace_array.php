<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(substr_replace(["abc", "def", "ghi"], "X", 1, 1));
var_dump(substr_replace(["abc", "def", "ghi"], ["1", "2"], [0, 1, 2], [1, 0]));
var_dump(substr_replace(["a" => "abc", "b" => "def"], "Z", -1));
