<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["a=1&a=2", "a%5Bb%5D=c", "1=a&-1=b&01=c", "arr[1]=a&arr[01]=b&arr[]=c", "str=x&str[]=y", "a+b=c+d%20e", "a[][]=1&a[][]=2", "a[0]=x&a[1]=y&a[]=z", "b[-5]=1&b[]=2", "first=value&arr[]=foo+bar&arr[]=baz"] as $q) { parse_str($q, $res); echo "== ", json_encode($q), "\n"; var_dump($res); }
