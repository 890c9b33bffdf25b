<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$data = ['foo' => 'bar', 'baz' => ['a', 'b', 'c' => ['d' => 'e f']], 5 => true, 6 => false, 'n' => null, 'fl' => 1.5, 'neg' => -3, 'sp ace' => 'x~y', 'e' => [], 'x' => 0.1 + 0.2, 'big' => 1e100];
var_dump(http_build_query($data), http_build_query($data, 'p_'), http_build_query($data, '', '&amp;'), http_build_query($data, '', ';', PHP_QUERY_RFC3986), http_build_query([1, 2, [3, 4]], 'n'), http_build_query([]), http_build_query(['a' => null]), http_build_query(['' => 'empty key', 'k' => '']));
t(fn() => http_build_query("x"));
t(fn() => http_build_query(1));
