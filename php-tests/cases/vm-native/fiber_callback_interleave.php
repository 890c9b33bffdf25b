<?php
// Two fibers each suspended inside a builtin's callback (array_reduce, array_filter,
// uasort), resumed in turns; suspensions on some calls only; an exception thrown into a
// fiber while its callback is suspended; a generator driven inside a callback.
function mk($name, $kind) {
    return new Fiber(function () use ($name, $kind) {
        switch ($kind) {
            case 'reduce':
                return array_reduce([1, 2, 3, 4], function ($c, $v) use ($name) {
                    if ($v % 2 == 0) { Fiber::suspend("$name:$v"); }
                    return $c + $v;
                }, 0);
            case 'filter':
                return implode(',', array_filter([1, 2, 3, 4, 5, 6], function ($v) use ($name) {
                    if ($v > 3) { $got = Fiber::suspend("$name:$v"); return $got; }
                    return $v & 1;
                }));
            case 'sort':
                $a = ['x' => 3, 'y' => 1, 'z' => 2];
                $n = 0;
                uasort($a, function ($p, $q) use (&$n, $name) {
                    if (++$n == 2) { Fiber::suspend("$name:cmp"); }
                    return $p <=> $q;
                });
                return json_encode($a);
        }
    });
}
$fs = ['A' => mk('A', 'reduce'), 'B' => mk('B', 'filter'), 'C' => mk('C', 'sort')];
$vals = [];
foreach ($fs as $k => $f) { $vals[$k] = $f->start(); }
$round = 0;
while (true) {
    $live = 0;
    foreach ($fs as $k => $f) {
        if ($f->isTerminated()) { continue; }
        $live++;
        echo "round $round: $k suspended at {$vals[$k]}\n";
        $vals[$k] = $f->resume($round % 2 == 0);
    }
    if ($live == 0) { break; }
    $round++;
}
foreach ($fs as $k => $f) { echo "$k: ", var_export($f->getReturn(), true), "\n"; }

// an exception thrown into a fiber whose array_map callback is suspended
$f = new Fiber(function () {
    try {
        return array_map(function ($v) { Fiber::suspend($v); return $v; }, [1, 2, 3]);
    } catch (Exception $e) {
        return "caught " . $e->getMessage();
    }
});
echo $f->start(), "\n";
$f->resume();
echo $f->throw(new Exception("boom")) ?? 'null', "\n";
echo $f->getReturn(), "\n";

// a generator consumed inside a callback, then the next callback
function gen($n) { for ($i = 0; $i < $n; $i++) { yield $i; } }
print_r(array_map(function ($n) { $s = 0; foreach (gen($n) as $v) { $s += $v; } return $s; }, [3, 4, 5]));
