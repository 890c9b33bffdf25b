<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(str_replace("a", "b", ["aa", "ba", "k" => "ca", 5, [1], null]));
var_dump(str_ireplace(["A", "B"], ["x", "y"], ["ab", "AB", "Ba"]));
t(fn() => str_replace("a", ["b"], "abc"));
t(fn() => str_replace("a", "b", new stdClass));
