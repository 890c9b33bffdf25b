<?php
class Acct {
    public private(set) int $balance = 0;
    public protected(set) string $owner = "nobody";
    public private(set) array $log = [];
    protected private(set) int $pp = 1;
    public readonly int $ro;
    private(set) string $implicitPublic = "ip";
    public function __construct() { $this->ro = 1; }
    public function deposit(int $n) { $this->balance += $n; $this->log[] = "dep $n"; return $this; }
    public function &refLog() { return $this->log; }
}
class Sub extends Acct {
    public function setOwner($o) { $this->owner = $o; }
    public function setBalance($b) { $this->balance = $b; }
    public function appendLog() { $this->log[] = "child"; }
    public function setRo() { $this->ro = 2; }
    public function unsetOwner() { unset($this->owner); }
    public function unsetBalance() { unset($this->balance); }
}
function t(callable $f) { try { $f(); echo "ok\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }

$a = new Sub;
$a->deposit(10);
var_dump($a->balance, $a->owner, $a->log, $a->implicitPublic);
t(fn() => $a->balance = 5);
t(fn() => $a->balance++);
t(function () use ($a) { $a->balance += 1; });
t(function () use ($a) { $a->log[] = "x"; });
t(function () use ($a) { $a->log['k'] = "x"; });
t(function () use ($a) { $r = &$a->balance; });
t(function () use ($a) { foreach ($a->log as &$v) {} });
t(function () use ($a) { unset($a->balance); });
t(function () use ($a) { $a->owner = "eve"; });
t(function () use ($a) { unset($a->owner); });
t(function () use ($a) { $a->ro = 3; });
t(function () use ($a) { $a->implicitPublic = "no"; });
t(fn() => $a->setOwner("child"));
var_dump($a->owner);
t(fn() => $a->setBalance(99));
t(fn() => $a->appendLog());
t(fn() => $a->setRo());
t(fn() => $a->unsetOwner());
t(fn() => $a->unsetBalance());
t(fn() => var_dump($a->pp));
$rl = &$a->refLog();
$rl[] = "via ref";
var_dump($a->log);
t(function () use ($a) { $b = clone $a; $b->balance = 1; });
var_dump(isset($a->balance), property_exists($a, 'balance'));
$rp = new ReflectionProperty(Acct::class, 'balance');
var_dump($rp->isPrivateSet(), $rp->isProtectedSet(), $rp->isPublic());
$rp2 = new ReflectionProperty(Acct::class, 'ro');
var_dump($rp2->isProtectedSet(), $rp2->isReadOnly());
$rp3 = new ReflectionProperty(Acct::class, 'implicitPublic');
var_dump($rp3->isPublic(), $rp3->isPrivateSet());
