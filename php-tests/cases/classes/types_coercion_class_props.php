<?php
class T {
    public int $i = 0; public float $f = 0.0; public string $s = ''; public bool $b = false; public ?int $ni = null;
    public int|float $num = 0; public string|bool $sb = ''; public array|string $as = '';
}
$t = new T;
$vals = [1, '1', '1.5', 1.5, true, null, 'abc', '  2', '2  ', '1e2', [], new stdClass, 0.0, -0.0, '', '0', NAN, INF, PHP_INT_MAX + 1];
foreach (['i', 'f', 's', 'b', 'ni', 'num', 'sb', 'as'] as $p) {
    foreach ($vals as $v) {
        $t2 = new T;
        try { $t2->$p = $v; echo "$p <- ", var_export($v, true), " : "; var_dump($t2->$p); }
        catch (TypeError $e) { echo "$p <- ", get_debug_type($v), " : ", $e->getMessage(), "\n"; }
    }
}
