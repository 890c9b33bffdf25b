<?php
interface Greets { public function greet(): string; }
class Base { public function __construct(protected string $who = 'base') {} }
function make(string $w) {
    return new class($w) extends Base implements Greets {
        public const K = 'k';
        public static int $n = 0;
        public function greet(): string { self::$n++; return "hi {$this->who}"; }
    };
}
$a = make('a'); $b = make('b');
var_dump($a->greet(), $b->greet(), get_class($a) === get_class($b), $a::K, $a::$n, $a instanceof Greets, $a instanceof Base);
var_dump((new ReflectionClass($a))->isAnonymous(), str_starts_with(get_class($a), 'Base@anonymous'));
$c = new class { public $x = 1; };
var_dump($c);
$d = new class { use T; };
trait T { public function t() { return 't'; } }
var_dump($d->t());
$e = new readonly class(5) { public function __construct(public int $v) {} };
try { $e->v = 6; } catch (Error $err) { echo get_class($err), ": ", $err->getMessage(), "\n"; }
var_dump($e->v);
$outer = new class { public function inner() { return new class { public function who() { return get_parent_class($this) ?: 'no parent'; } }; } };
var_dump($outer->inner()->who());
$gen = fn() => new class { };
var_dump(get_class($gen()) === get_class($gen()));
var_dump(serialize(new stdClass));
try { serialize($c); } catch (Exception $err) { echo get_class($err), ": ", $err->getMessage(), "\n"; }
