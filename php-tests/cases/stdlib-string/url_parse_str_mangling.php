<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["__Host-x=1&..Host-y=2&__Secure-z=3& .Secure-w=4", "a[__Host-x]=1&b[..Host-y]=2", "x\0y=1", "a=%00b", "k=" . str_repeat("[", 3), "a.b.c=1", "a b[c.d]=1", "%20lead=1", "[x]=1", "a[x][=1", "a[x]]=1", "this=1", "GLOBALS=1", "a%5B%5D=1&a%5B%5D=2", "%61=decoded", "a=%zz&b=%4"] as $q) { parse_str($q, $res); echo "== ", json_encode($q), "\n"; var_dump($res); }
