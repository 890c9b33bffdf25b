<?php
// Fiber::suspend() inside __get, __set, __isset and __unset: the op waits, the fiber parks
class Magic {
    private array $data = ['a' => 1];
    public function __get($n) {
        echo "__get($n) start\n";
        $r = Fiber::suspend("get $n");
        echo "__get($n) resumed with $r\n";
        if ($n === 'boom') throw new RuntimeException("no $n");
        return $this->data[$n] ?? "default:$r";
    }
    public function __set($n, $v) {
        echo "__set($n) start\n";
        Fiber::suspend("set $n");
        $this->data[$n] = $v;
    }
    public function __isset($n) {
        $r = Fiber::suspend("isset $n");
        return $r === 'yes';
    }
    public function __unset($n) {
        Fiber::suspend("unset $n");
        unset($this->data[$n]);
        echo "unset $n done\n";
    }
}
function drive(Fiber $f, array $answers) {
    $v = $f->start();
    $i = 0;
    while (!$f->isTerminated()) {
        echo "  [suspended: $v]\n";
        $v = $f->resume($answers[$i++] ?? "r$i");
    }
    return $f->getReturn();
}
$m = new Magic;
var_dump(drive(new Fiber(function () use ($m) {
    $x = $m->a;
    $y = $m->missing;
    $m->b = 42;
    $z = $m->b;
    return [$x, $y, $z];
}), []));
var_dump(drive(new Fiber(fn() => [isset($m->q), isset($m->q)]), ['yes', 'no']));
// `??` asks __isset, then __get: two suspensions in one op
var_dump(drive(new Fiber(fn() => $m->c ?? 'fallback'), ['yes', 'val']));
var_dump(drive(new Fiber(fn() => $m->c ?? 'fallback'), ['no']));
var_dump(drive(new Fiber(fn() => empty($m->c)), ['yes', 'x']));
var_dump(drive(new Fiber(function () use ($m) { unset($m->b); return $m->b; }), []));
// an exception thrown after the resume comes out of the property read
function read_boom(Magic $m) {
    try {
        return $m->boom;
    } catch (RuntimeException $e) {
        return get_class($e) . ': ' . $e->getMessage() . ' line ' . $e->getLine() . "\n"
            . implode("\n", array_map(fn($f) => ($f['class'] ?? '') . ($f['type'] ?? '') . $f['function'] . ' line ' . ($f['line'] ?? '-'), array_slice($e->getTrace(), 0, 2)));
    }
}
var_dump(drive(new Fiber(fn() => read_boom($m)), []));
// two fibers parked inside __get of the same object at once
$f1 = new Fiber(fn() => $m->a);
$f2 = new Fiber(fn() => $m->a);
echo $f1->start(), " / ", $f2->start(), "\n";
$f2->resume('two');
$f1->resume('one');
var_dump($f1->getReturn(), $f2->getReturn());
// a dynamic property name and a property of a temporary object
var_dump(drive(new Fiber(function () use ($m) { $n = 'dyn'; return (new Magic)->$n; }), []));
echo "done\n";
