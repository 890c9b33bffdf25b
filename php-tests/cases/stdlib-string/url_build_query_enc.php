<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$d = ['name' => 'John Doe', 'sym' => '~!*()\'', 'utf' => "\xc3\xa9", 'k~' => 'v~'];
var_dump(http_build_query($d), http_build_query($d, '', '&', PHP_QUERY_RFC1738), http_build_query($d, '', '&', PHP_QUERY_RFC3986), http_build_query($d, '', '&', 99), http_build_query([1 => 'a', 2 => 'b'], 'pre fix'));
