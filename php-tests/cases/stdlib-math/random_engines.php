<?php
use Random\Engine\{Mt19937, PcgOneseq128XslRr64, Xoshiro256StarStar, Secure};

function show($label, $v) { echo $label, ": "; var_dump($v); }
function err(callable $f) {
    try { $f(); echo "no error\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}

// Mt19937: seeds, both modes, sequence
foreach ([0, 1, 1234, -1, PHP_INT_MAX, PHP_INT_MIN, 4294967296 + 7] as $seed) {
    $e = new Mt19937($seed);
    $out = [];
    for ($i = 0; $i < 4; $i++) $out[] = bin2hex($e->generate());
    show("mt $seed", implode(" ", $out));
}
$e = new Mt19937(42, 1);
$out = [];
for ($i = 0; $i < 700; $i++) $out[] = bin2hex($e->generate());
show("mt php-mode 0", $out[0]);
show("mt php-mode 623", $out[623]);
show("mt php-mode 699", $out[699]);
$e = new Mt19937(42, 0);
for ($i = 0; $i < 625; $i++) $last = $e->generate();
show("mt 625th", bin2hex($last));
show("mt named", bin2hex((new Mt19937(seed: 3, mode: 0))->generate()));
show("mt mode int-string", bin2hex((new Mt19937("7"))->generate()));

// PCG: int and 16-byte string seeds, jump
foreach ([0, 1, 42, -1, PHP_INT_MAX] as $seed) {
    $e = new PcgOneseq128XslRr64($seed);
    show("pcg $seed", bin2hex($e->generate()) . " " . bin2hex($e->generate()));
}
$e = new PcgOneseq128XslRr64("0123456789abcdef");
show("pcg str", bin2hex($e->generate()));
$e = new PcgOneseq128XslRr64(str_repeat("\0", 16));
show("pcg nul str", bin2hex($e->generate()));
$a = new PcgOneseq128XslRr64(99);
$b = new PcgOneseq128XslRr64(99);
for ($i = 0; $i < 1000; $i++) $a->generate();
$b->jump(1000);
show("pcg jump matches", $a->generate() === $b->generate());
$b->jump(0);
show("pcg jump 0", bin2hex($b->generate()));
$b->jump(PHP_INT_MAX);
show("pcg jump max", bin2hex($b->generate()));
err(fn() => $b->jump(-1));
err(fn() => new PcgOneseq128XslRr64("short"));
err(fn() => new PcgOneseq128XslRr64([]));

// Xoshiro256**: int and 32-byte string seeds, jump, jumpLong
foreach ([0, 1, 42, -1, PHP_INT_MIN] as $seed) {
    $e = new Xoshiro256StarStar($seed);
    show("xo $seed", bin2hex($e->generate()) . " " . bin2hex($e->generate()));
}
$e = new Xoshiro256StarStar(str_repeat("ab", 16));
show("xo str", bin2hex($e->generate()));
$e = new Xoshiro256StarStar(7);
$e->jump();
show("xo jump", bin2hex($e->generate()));
$e->jumpLong();
show("xo jumpLong", bin2hex($e->generate()));
err(fn() => new Xoshiro256StarStar(str_repeat("\0", 32)));
err(fn() => new Xoshiro256StarStar("short"));
err(fn() => new Xoshiro256StarStar(new stdClass));

// Random seeds: only the length is stable
show("mt random len", strlen((new Mt19937())->generate()));
show("pcg random len", strlen((new PcgOneseq128XslRr64())->generate()));
show("xo random len", strlen((new Xoshiro256StarStar(null))->generate()));
show("secure len", strlen((new Secure())->generate()));

// Errors
err(fn() => new Mt19937(1, 2));
err(fn() => new Mt19937("abc"));
err(fn() => new Mt19937([]));
err(fn() => (new Mt19937(1))->generate(1));
$m = new Mt19937(1);
err(function () use ($m) { $m->foo = 1; });

// Interfaces and class shape
show("mt is Engine", new Mt19937(1) instanceof Random\Engine);
show("secure is CryptoSafe", new Secure() instanceof Random\CryptoSafeEngine);
show("pcg is CryptoSafe", new PcgOneseq128XslRr64(1) instanceof Random\CryptoSafeEngine);
show("CryptoSafe extends Engine", is_subclass_of('Random\CryptoSafeEngine', 'Random\Engine'));
show("interface", interface_exists('Random\Engine'));
show("RandomError parent", get_parent_class('Random\RandomError'));
show("Broken parent", get_parent_class('Random\BrokenRandomEngineError'));
show("RandomException parent", get_parent_class('Random\RandomException'));

// Clone copies the state
$a = new Xoshiro256StarStar(5);
$a->generate();
$b = clone $a;
show("clone same", $a->generate() === $b->generate());
$b->generate();
show("clone independent", $a->generate() !== $b->generate());
err(function () { $s = new Secure(); clone $s; });
