<?php
// Fiber::suspend() inside ArrayAccess methods: reads, writes, isset/empty/??, unset, compound writes
class Box implements ArrayAccess {
    public array $d = [];
    public function offsetGet(mixed $k): mixed {
        $r = Fiber::suspend("get " . var_export($k, true));
        return $this->d[$k] ?? "none:$r";
    }
    public function offsetSet(mixed $k, mixed $v): void {
        Fiber::suspend("set " . var_export($k, true));
        if ($k === null) { $this->d[] = $v; } else { $this->d[$k] = $v; }
    }
    public function offsetExists(mixed $k): bool {
        return Fiber::suspend("exists " . var_export($k, true)) === 'yes';
    }
    public function offsetUnset(mixed $k): void {
        Fiber::suspend("unset " . var_export($k, true));
        unset($this->d[$k]);
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
$b = new Box;
var_dump(drive(new Fiber(function () use ($b) {
    $b['x'] = 1;
    $b[] = 'appended';
    $b['x'] .= '-more';
    $r = [$b['x'], $b[0], $b['nope']];
    unset($b[0]);
    return [$r, $b->d];
}), []));
var_dump(drive(new Fiber(fn() => [isset($b['x']), isset($b['y'])]), ['yes', 'no']));
var_dump(drive(new Fiber(fn() => $b['x'] ?? 'dflt'), ['yes', 'v']));
var_dump(drive(new Fiber(fn() => $b['x'] ?? 'dflt'), ['no']));
var_dump(drive(new Fiber(fn() => empty($b['x'])), ['yes', 'v']));
// a key that is a temporary object is released once offsetSet returned
class K { function __destruct() { echo "K destructed\n"; } }
$w = new class implements ArrayAccess {
    function offsetGet($k): mixed { return null; }
    function offsetSet($k, $v): void { Fiber::suspend('set'); echo "offsetSet done\n"; }
    function offsetExists($k): bool { return false; }
    function offsetUnset($k): void {}
};
drive(new Fiber(function () use ($w) { $w[new K] = 1; echo "after assignment\n"; }), []);
// an exception from offsetGet after the resume
var_dump(drive(new Fiber(function () {
    $t = new class implements ArrayAccess {
        function offsetGet($k): mixed { Fiber::suspend('g'); throw new LogicException("bad $k"); }
        function offsetSet($k, $v): void {}
        function offsetExists($k): bool { return true; }
        function offsetUnset($k): void {}
    };
    try { return $t[5]; } catch (LogicException $e) { return $e->getMessage(); }
}), []));
echo "done\n";
