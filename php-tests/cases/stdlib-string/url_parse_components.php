<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["http://user:pass@www.example.com:8080/path/to/file.php?arg=value&a[]=1#anchor", "https://example.com", "//example.com/path", "/just/a/path?q=1", "example.com:80", "localhost:8080/x", "mailto:someone@example.com", "file:///etc/passwd", "file:///c:/dir/file.txt", "http://[::1]:80/x", "http://[2001:db8::1]/", "?query"] as $u) { echo "== ", json_encode($u), "\n"; foreach ([PHP_URL_SCHEME, PHP_URL_HOST, PHP_URL_PORT, PHP_URL_USER, PHP_URL_PASS, PHP_URL_PATH, PHP_URL_QUERY, PHP_URL_FRAGMENT] as $c) var_dump(parse_url($u, $c)); }
var_dump(PHP_URL_SCHEME, PHP_URL_FRAGMENT, PHP_QUERY_RFC1738, PHP_QUERY_RFC3986);
