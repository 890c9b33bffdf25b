<?php
// public private(set) / protected(set): reads everywhere, writes only from the allowed scope
class Account {
    public private(set) int $balance = 0;
    public protected(set) array $log = [];
    protected private(set) string $secret = "s";
    public private(set) ?string $owner = null;
    public function __construct(public private(set) string $id = "acc") {}
    public function deposit(int $n): void {
        $this->balance += $n;
        $this->log[] = "deposit $n";
    }
    public function secret(): string { return $this->secret; }
}
class Savings extends Account {
    public function note(string $s): void { $this->log[] = $s; }
    public function steal(): void { $this->balance = 1000000; }
}
$a = new Savings;
$a->deposit(50);
$a->note("checked");
var_dump($a->balance, $a->log, $a->id, $a->secret());
foreach ([
    fn() => $a->balance = 5,
    fn() => $a->balance++,
    fn() => $a->log[] = "x",
    fn() => $a->log = [],
    fn() => $a->id = "other",
    function () use ($a) { unset($a->balance); },
    function () use ($a) { $r = &$a->balance; },
    fn() => $a->steal(),
    fn() => $a->owner = "me",
] as $i => $f) {
    try { $f(); echo "$i: ok\n"; } catch (Error $e) { echo "$i: ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump($a);
class Point {
    public function __construct(
        public private(set) int $x = 0,
        public protected(set) int $y = 0,
    ) {}
    public function withX(int $x): static { $c = clone $this; $c->x = $x; return $c; }
}
$p = new Point(1, 2);
$q = $p->withX(10);
var_dump($p->x, $q->x, $q->y);
try { $p->y = 3; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
