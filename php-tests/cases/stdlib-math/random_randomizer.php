<?php
use Random\Engine\{Mt19937, PcgOneseq128XslRr64, Xoshiro256StarStar, Secure};
use Random\{Randomizer, IntervalBoundary};

function err(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}

$engines = [
    'mt' => fn() => new Mt19937(1234),
    'mt-php' => fn() => new Mt19937(1234, 1),
    'pcg' => fn() => new PcgOneseq128XslRr64(1234),
    'xo' => fn() => new Xoshiro256StarStar(1234),
];
foreach ($engines as $name => $make) {
    echo "== $name\n";
    $r = new Randomizer($make());
    var_dump($r->nextInt(), $r->nextInt());
    var_dump($r->getInt(1, 6), $r->getInt(-100, 100), $r->getInt(0, 0), $r->getInt(5, 5));
    var_dump($r->getInt(0, 0xFFFFFFFF), $r->getInt(0, 1 << 40), $r->getInt(PHP_INT_MIN, PHP_INT_MAX), $r->getInt(PHP_INT_MIN, 0), $r->getInt(-1, PHP_INT_MAX));
    var_dump($r->nextFloat(), $r->nextFloat());
    var_dump($r->getFloat(0, 1), $r->getFloat(-1.5, 2.5), $r->getFloat(1e-300, 1e-299), $r->getFloat(-1e300, 1e300));
    var_dump($r->getFloat(0, 1, IntervalBoundary::ClosedClosed), $r->getFloat(0, 1, IntervalBoundary::OpenClosed), $r->getFloat(0, 1, IntervalBoundary::OpenOpen));
    var_dump($r->getFloat(-10, -9, IntervalBoundary::OpenClosed), $r->getFloat(-10, 3, IntervalBoundary::ClosedClosed), $r->getFloat(5, 5, IntervalBoundary::ClosedClosed));
    var_dump(bin2hex($r->getBytes(1)), bin2hex($r->getBytes(7)), bin2hex($r->getBytes(8)), bin2hex($r->getBytes(19)));
    var_dump($r->getBytesFromString("abc", 12), $r->getBytesFromString("0123456789abcdef", 16), $r->getBytesFromString("x", 3));
    var_dump($r->getBytesFromString(str_repeat("0123456789", 30), 8), strlen($r->getBytesFromString(range('a', 'z') ? implode(range('a', 'z')) : '', 100)));
    var_dump($r->shuffleArray([1, 2, 3, 4, 5, 6, 7, 8]), $r->shuffleArray(['x' => 'a', 'y' => 'b', 10 => 'c']), $r->shuffleArray([]), $r->shuffleArray([42]));
    var_dump($r->shuffleBytes("abcdefghij"), $r->shuffleBytes(""), $r->shuffleBytes("z"));
    var_dump($r->pickArrayKeys(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4, 5, 6], 2), $r->pickArrayKeys(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4, 5, 6], 5));
    var_dump($r->pickArrayKeys(['only' => 1], 1), $r->pickArrayKeys(range(10, 30), 1), $r->pickArrayKeys([3 => 'a', 7 => 'b', 9 => 'c'], 3));
    var_dump(bin2hex($r->engine->generate()));
}

// The Randomizer shares the engine object: draws advance it
$e = new Xoshiro256StarStar(9);
$r = new Randomizer($e);
$r->getInt(1, 10);
$f = new Xoshiro256StarStar(9);
$f->generate();
var_dump($e->generate() === $f->generate());
var_dump($r->engine === $e);

// Default engine is Secure
$r = new Randomizer();
var_dump(get_class($r->engine), strlen($r->getBytes(20)), $r->getInt(3, 3), is_int($r->nextInt()));
$r = new Randomizer(null);
var_dump(get_class($r->engine));
$r = new Randomizer(engine: new Mt19937(1));
var_dump($r->getInt(min: 1, max: 10));

// Argument errors
$r = new Randomizer(new Mt19937(1));
err(fn() => $r->getInt(10, 1));
err(fn() => $r->getInt("a", 1));
err(fn() => $r->getFloat(INF, 1));
err(fn() => $r->getFloat(0, NAN));
err(fn() => $r->getFloat(1, 1));
err(fn() => $r->getFloat(2, 1, IntervalBoundary::ClosedClosed));
err(fn() => $r->getFloat(1, 1, IntervalBoundary::OpenOpen));
err(fn() => $r->getFloat(1.0, 1.0000000000000002, IntervalBoundary::OpenOpen));
err(fn() => $r->getFloat(0, 1, "ClosedOpen"));
err(fn() => $r->getBytes(0));
err(fn() => $r->getBytes(-5));
err(fn() => $r->getBytesFromString("", 1));
err(fn() => $r->getBytesFromString("ab", 0));
err(fn() => $r->shuffleArray("abc"));
err(fn() => $r->shuffleBytes([]));
err(fn() => $r->pickArrayKeys([], 1));
err(fn() => $r->pickArrayKeys([1, 2], 0));
err(fn() => $r->pickArrayKeys([1, 2], 3));
err(fn() => $r->pickArrayKeys([1, 2], -1));
err(fn() => $r->pickArrayKeys("x", 1));
err(fn() => new Randomizer("x"));
err(fn() => new Randomizer(new stdClass));
err(fn() => $r->nextInt(1));
err(fn() => $r->getInt(1));

// readonly engine, no clone, no dynamic properties
err(function () use ($r) { $r->engine = new Mt19937(2); });
err(fn() => $r->__construct(new Mt19937(2)));
err(function () use ($r) { $r->foo = 1; });
err(function () use ($r) { return clone $r; });
var_dump(array_keys((array) $r), get_object_vars($r) === ['engine' => $r->engine]);

// getFloat with an enum from a variable and named arguments
$b = IntervalBoundary::OpenOpen;
var_dump((new Randomizer(new PcgOneseq128XslRr64(3)))->getFloat(min: -2, max: 2, boundary: $b));
var_dump(IntervalBoundary::cases());
