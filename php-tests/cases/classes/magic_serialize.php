<?php
class Conn {
    public $dsn; private $handle; public $opts = [];
    public function __construct($dsn) { $this->dsn = $dsn; $this->handle = 'H'; }
    public function __serialize(): array { echo "__serialize\n"; return ['dsn' => $this->dsn, 'opts' => $this->opts]; }
    public function __unserialize(array $d): void { echo "__unserialize\n"; $this->dsn = $d['dsn']; $this->opts = $d['opts']; $this->handle = 'reopened'; }
}
$c = new Conn('mysql:x');
$c->opts = ['a' => 1];
$s = serialize($c);
var_dump($s);
$u = unserialize($s);
var_dump($u);
class Old {
    public $a = 1; protected $b = 2; private $c = 3;
    public function __sleep() { echo "__sleep\n"; return ['a', 'c']; }
    public function __wakeup() { echo "__wakeup\n"; $this->b = 'woke'; }
}
$s2 = serialize(new Old);
var_dump($s2, unserialize($s2));
class BadSleep { public $a; public function __sleep() { return ['nope']; } }
var_dump(serialize(new BadSleep));
class BadSer { public function __serialize() { return 5; } }
try { serialize(new BadSer); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$anon = new class {};
try { serialize($anon); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { serialize(function () {}); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(unserialize('O:8:"NotExist":1:{s:1:"a";i:1;}'));
var_dump(unserialize(serialize([new Conn('x'), 'k' => new Old])));
