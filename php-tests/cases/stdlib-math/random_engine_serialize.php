<?php
use Random\Engine\{Mt19937, PcgOneseq128XslRr64, Xoshiro256StarStar, Secure};

function err(callable $f) {
    try { $f(); echo "no error\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}

$pcg = new PcgOneseq128XslRr64(5);
$pcg->generate();
echo serialize($pcg), "\n";
$xo = new Xoshiro256StarStar(5);
echo serialize($xo), "\n";
var_dump($pcg, $xo);
var_dump($pcg->__debugInfo());
var_dump($xo->__serialize());

$mt = new Mt19937(5);
$mt->generate();
$s = serialize($mt);
echo strlen($s), " ", md5($s), "\n";
$data = $mt->__serialize();
var_dump(count($data), $data[0], count($data[1]), $data[1][0], $data[1][623], $data[1][624], $data[1][625]);
$info = $mt->__debugInfo();
var_dump(array_keys($info), count($info['__states']));
print_r(array_slice($info['__states'], 620));

// round trips continue the sequence
foreach ([$mt, $pcg, $xo] as $e) {
    $copy = unserialize(serialize($e));
    var_dump(get_class($copy), bin2hex($copy->generate()) === bin2hex($e->generate()));
}
$mt = new Mt19937(3, 1);
$copy = unserialize(serialize($mt));
var_dump(bin2hex($copy->generate()), bin2hex($mt->generate()));

// broken data
err(fn() => unserialize('O:33:"Random\Engine\PcgOneseq128XslRr64":2:{i:0;a:0:{}i:1;a:2:{i:0;s:16:"zz482238e35f56f9";i:1;s:16:"f314845713e7bcfd";}}'));
err(fn() => unserialize('O:33:"Random\Engine\PcgOneseq128XslRr64":2:{i:0;a:0:{}i:1;a:1:{i:0;s:16:"2d482238e35f56f9";}}'));
err(fn() => unserialize('O:33:"Random\Engine\PcgOneseq128XslRr64":1:{i:0;a:0:{}}'));
err(fn() => unserialize('O:33:"Random\Engine\PcgOneseq128XslRr64":2:{i:0;a:0:{}i:1;a:2:{i:0;i:1;i:1;i:2;}}'));
err(fn() => unserialize('O:32:"Random\Engine\Xoshiro256StarStar":2:{i:0;a:0:{}i:1;a:4:{i:0;s:16:"0000000000000000";i:1;s:16:"0000000000000000";i:2;s:16:"0000000000000000";i:3;s:16:"0000000000000000";}}'));
err(fn() => unserialize('O:32:"Random\Engine\Xoshiro256StarStar":2:{i:0;a:1:{s:3:"foo";i:1;}i:1;a:4:{i:0;s:16:"7520fbc2d6f8de46";i:1;s:16:"84d2d2b9d7ba0a34";i:2;s:16:"d975f36db6490b32";i:3;s:16:"c19991ee16785b94";}}'));
$x = unserialize('O:32:"Random\Engine\Xoshiro256StarStar":2:{i:0;a:0:{}i:1;a:4:{i:0;s:16:"7520FBC2D6F8DE46";i:1;s:16:"84d2d2b9d7ba0a34";i:2;s:16:"d975f36db6490b32";i:3;s:16:"c19991ee16785b94";}}');
var_dump(bin2hex($x->generate()));
err(fn() => (new Mt19937(1))->__unserialize([]));
err(fn() => (new Mt19937(1))->__unserialize([[], array_fill(0, 626, "00000000")]));
$m = new Mt19937(1);
$st = $m->__serialize();
$st[1][624] = 700;
err(fn() => (new Mt19937(1))->__unserialize($st));
$st[1][624] = 624;
$st[1][625] = 5;
err(fn() => (new Mt19937(1))->__unserialize($st));
err(fn() => serialize(new Secure()));
