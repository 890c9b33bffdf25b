<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(str_replace(["a", "b"], ["b", "a"], "ab"), str_replace(["apple", "app"], ["X", "Y"], "apple app"), str_ireplace("aa", "b", "AAAA"));
$count = 0;
var_dump(str_replace(["x", "y"], ["y", "z"], ["xy", "yx"], $count), $count);
