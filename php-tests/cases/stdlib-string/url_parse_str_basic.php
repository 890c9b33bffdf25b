<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["a=1&b=2", "a[]=1&a[]=2&a[x]=3", "a[b][c]=d&a[b][e]=f", "a.b=1&a b=2&a[b.c]=3&a[b c]=4", "  x=1", "a[=1", "a[b=1", "a]b=1", "a[b]c=1&a[b]c2[d]=2", "a[b][c=1", "x[ ]=1&x[ y]=2", "=1&&&a&b="] as $q) { parse_str($q, $res); echo "== ", json_encode($q), "\n"; var_dump($res); }
$res = "old"; parse_str("z=1", $res); var_dump($res);
parse_str("", $r2); var_dump($r2);
