<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(http_build_query(['a' => ['b' => ['c' => ['d' => 1]]]]), http_build_query(['list' => [10, 20, [30, 40]]], 'idx_'), http_build_query([['x' => 1], ['x' => 2]], 'row'), http_build_query(['m' => ['k y' => 'v&w', 3 => 'three']], '', '&', PHP_QUERY_RFC3986), http_build_query(['t' => [true, false, null, 0, '0']]));
ini_set('arg_separator.output', '|'); var_dump(http_build_query(['a' => 1, 'b' => 2]), http_build_query(['a' => 1, 'b' => 2], '', null), http_build_query(['a' => 1, 'b' => 2], '', '--'));
