<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$lines = ['a,b,c', '"a,b",c', '"a ""quoted"" word",x', '', ',', 'a,,b', ' a , b ', '"unterminated,x', 'a;b;c', "'x,y',z", '"a"b,c', 'a,"b"  ,c', "a\\\"b,c", '"multi' . "\n" . 'line",end', 'x,"",y'];
foreach ($lines as $l) {
    var_dump(str_getcsv($l, ',', '"', ''), str_getcsv($l, ';', "'", '\\'));
}
t(fn() => str_getcsv('a,b'));
t(fn() => str_getcsv('a,b', ''));
t(fn() => str_getcsv('a,b', ',,'));
t(fn() => str_getcsv('a,b', ',', ''));
t(fn() => str_getcsv('a,b', ',', '""'));
t(fn() => str_getcsv('a,b', ',', '"', 'ab'));
t(fn() => str_getcsv('a|b|"c|d"', '|', '"', ''));
