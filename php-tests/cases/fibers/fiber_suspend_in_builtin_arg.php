<?php
// Fiber::suspend() inside __toString of a builtin's string argument: the builtin runs
// once the string is there (warnings of its other arguments are raised once)
class S {
    public function __construct(private string $v) {}
    public function __toString(): string { $r = Fiber::suspend("toString {$this->v}"); return "{$this->v}$r"; }
}
function drive(Fiber $f) {
    $v = $f->start();
    $i = 0;
    while (!$f->isTerminated()) { echo "  [suspended: $v]\n"; $v = $f->resume("-" . ++$i); }
    return $f->getReturn();
}
var_dump(drive(new Fiber(function () {
    $a = new S('abc');
    $b = new S('x');
    return [
        strlen($a),
        strtoupper($a),
        str_repeat($a, 2),
        str_replace($b, 'Y', 'axbx-1c'),
        str_pad($a, 8, $b),
        substr(new S('hello'), 1, 3),
        strcmp($a, $b),
        trim(null ?? $a),
        htmlspecialchars(new S('<b>')),
    ];
})));
var_dump(drive(new Fiber(function () {
    return str_contains(null, new S('q'));
})));
// conversions a builtin makes of values that are not plain string parameters
var_dump(drive(new Fiber(function () {
    $a = new S('a');
    $r = [implode(',', [new S('p'), 2, new S('q')]), sprintf('%s|%5s|%s', $a, new S('b'), $a)];
    printf("[%s]\n", new S('pf'));
    $v = new S('st');
    settype($v, 'string');
    $r[] = $v;
    return $r;
})));
