<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(parse_url("http://x/y", -1), parse_url("http://x/y", -5));
t(fn() => parse_url("x", 8));
t(fn() => parse_url("x", 100));
t(fn() => parse_url([]));
t(fn() => parse_url("x", "y"));
var_dump(parse_url("http://host:99999/", PHP_URL_HOST), parse_url("//", PHP_URL_PATH), parse_url("//"), parse_url("/"), parse_url("http:"), parse_url("http:/"), parse_url("http://"));
