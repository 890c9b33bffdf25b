<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(explode(",", "a,b,c"), explode(",", "abc"), explode(",", ""), explode(",", ",a,,b,"), explode("::", "a::b::c"));
