<?php
class Acct {
    public private(set) int $balance = 0;
    public protected(set) array $log = [];
    private(set) string $owner;
    public function __construct(string $o) { $this->owner = $o; }
    public function deposit(int $n) { $this->balance += $n; $this->log[] = "dep $n"; }
}
class Sub extends Acct { public function hack() { $this->log[] = 'sub'; try { $this->balance = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } } }
$a = new Sub('me');
$a->deposit(5);
$a->hack();
var_dump($a->balance, $a->log, $a->owner);
foreach ([fn() => $a->balance = 10, fn() => $a->log[] = 'x', fn() => $a->owner = 'you', fn() => $a->balance++, function () use ($a) { $r = &$a->balance; }, function () use ($a) { unset($a->balance); }] as $i => $f) {
    try { $f(); echo "$i ok\n"; } catch (Error $e) { echo "$i ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump($a);
final class Ro { public function __construct(public readonly int $x = 1) {} }
$r = new ReflectionProperty('Ro', 'x');
var_dump($r->isProtectedSet(), $r->isPrivateSet(), (new ReflectionProperty('Acct', 'balance'))->isPrivateSet());
