<?php
use Random\{Engine, Randomizer, BrokenRandomEngineError};
use Random\Engine\Xoshiro256StarStar;

function err(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}

// An engine with a fixed byte sequence
final class Seq implements Engine {
    private int $i = 0;
    public int $calls = 0;
    public function __construct(private array $chunks) {}
    public function generate(): string {
        $this->calls++;
        $c = $this->chunks[$this->i % count($this->chunks)];
        $this->i++;
        return $c;
    }
}

// Wrapping a native engine in user code gives the same draws as the native one
final class Wrap implements Engine {
    public function __construct(private Engine $inner) {}
    public function generate(): string { return $this->inner->generate(); }
}

$native = new Randomizer(new Xoshiro256StarStar(77));
$user = new Randomizer(new Wrap(new Xoshiro256StarStar(77)));
var_dump($native->getInt(1, 1000) === $user->getInt(1, 1000));
var_dump($native->shuffleArray(range(1, 20)) === $user->shuffleArray(range(1, 20)));
var_dump($native->getBytes(21) === $user->getBytes(21));
var_dump($native->getFloat(-3, 7) === $user->getFloat(-3, 7));
var_dump($native->pickArrayKeys(range(0, 30), 7) === $user->pickArrayKeys(range(0, 30), 7));
var_dump($native->getBytesFromString("abcdefghijk", 30) === $user->getBytesFromString("abcdefghijk", 30));
var_dump($native->nextFloat() === $user->nextFloat());

// One byte at a time
$e = new Seq(["\x01", "\x02", "\x03", "\x04", "\x05", "\x06", "\x07", "\x08", "\x09"]);
$r = new Randomizer($e);
var_dump($r->nextInt(), $e->calls);
var_dump($r->getInt(0, 255), $r->getInt(0, 1000), $e->calls);
var_dump(bin2hex($r->getBytes(5)), $e->calls);
var_dump($r->nextFloat(), $e->calls);
var_dump($r->getInt(0, 1 << 40), $e->calls);
var_dump($r->shuffleBytes("abcdef"), $r->shuffleArray(['p', 'q', 'r']), $e->calls);

// Longer than 8 bytes: only the first 8 count
$r = new Randomizer(new Seq(["0123456789ABCDEF", "xyz"]));
var_dump($r->nextInt(), bin2hex($r->getBytes(12)), $r->getInt(1, 100));

// Odd sizes
$r = new Randomizer(new Seq(["\xff\xff\xff", "\x10\x20"]));
var_dump($r->getInt(0, 9), $r->getInt(0, 9), bin2hex($r->getBytes(4)));

// Biased engines: rejection sampling gives up after 50 attempts
$r = new Randomizer(new Seq(["\xff\xff\xff\xff\xff\xff\xff\xff"]));
err(fn() => $r->getInt(0, 2));
err(fn() => $r->getInt(0, PHP_INT_MAX - 5));
err(fn() => $r->getBytesFromString("abc", 3));
var_dump($r->getBytesFromString("abcd", 3));
$r = new Randomizer(new Seq(["\x00"]));
err(fn() => $r->pickArrayKeys([1, 2, 3, 4], 2));
var_dump($r->getInt(0, 100), $r->shuffleArray([1, 2, 3]), $r->getFloat(0, 1), $r->nextFloat());

// Empty output and exceptions
$r = new Randomizer(new Seq([""]));
err(fn() => $r->nextInt());
err(fn() => $r->getBytes(3));
err(fn() => $r->shuffleBytes("ab"));
err(fn() => $r->shuffleBytes("a"));

final class Thrower implements Engine {
    public function generate(): string { throw new RuntimeException("engine failed"); }
}
$r = new Randomizer(new Thrower());
err(fn() => $r->getInt(1, 2));
err(fn() => $r->pickArrayKeys([1], 1));

// Counting calls across methods, and a generator returning a numeric string
final class Num implements Engine {
    public int $n = 0;
    public function generate(): string { return (string) (++$this->n); }
}
$e = new Num();
$r = new Randomizer($e);
var_dump($r->getInt(1, 10), $r->nextInt(), bin2hex($r->getBytes(3)), $e->n);

// Serialization keeps a user engine
$r = new Randomizer(new Seq(["abcd"]));
$s = serialize($r);
echo $s, "\n";
$u = unserialize($s);
var_dump($u->getInt(1, 50) === $r->getInt(1, 50));
var_dump($u);
