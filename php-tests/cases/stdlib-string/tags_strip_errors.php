<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => strip_tags([]));
t(fn() => strip_tags("<b>x</b>", 5));
t(fn() => strip_tags("<b>x</b>", new stdClass));
var_dump(strip_tags("<b>x</b><i>y</i>", ["b", 1]), strip_tags(123), strip_tags("<b>x</b>", "b"), strip_tags("<b >x</ b>", "<b>"), strip_tags("<b\tclass=1>x</b>", "<b>"));
