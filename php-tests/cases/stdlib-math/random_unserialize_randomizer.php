<?php
function err(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$r = new Random\Randomizer(new Random\Engine\Xoshiro256StarStar(3));
$s = serialize($r);
echo $s, "\n";
$u = unserialize($s);
var_dump($u->getInt(1, 100) === $r->getInt(1, 100), $u->engine !== $r->engine);
var_dump($r->__serialize() == [['engine' => $r->engine]]);
err(fn() => unserialize('O:17:"Random\Randomizer":1:{i:0;a:2:{s:3:"foo";N;s:6:"engine";O:32:"Random\Engine\Xoshiro256StarStar":2:{i:0;a:0:{}i:1;a:4:{i:0;s:16:"7520fbc2d6f8de46";i:1;s:16:"84d2d2b9d7ba0a34";i:2;s:16:"d975f36db6490b32";i:3;s:16:"c19991ee16785b94";}}}}'));
err(fn() => unserialize('O:17:"Random\Randomizer":1:{i:0;a:1:{s:6:"engine";i:1;}}'));
err(fn() => unserialize('O:17:"Random\Randomizer":1:{i:0;a:1:{s:6:"engine";O:8:"stdClass":0:{}}}'));
err(fn() => unserialize('O:17:"Random\Randomizer":0:{}'));
err(fn() => unserialize('O:17:"Random\Randomizer":2:{i:0;a:0:{}i:1;a:0:{}}'));
err(fn() => unserialize('O:17:"Random\Randomizer":1:{i:0;s:1:"x";}'));
err(fn() => (new Random\Randomizer(new Random\Engine\Mt19937(1)))->__unserialize([]));
err(fn() => serialize(new Random\Randomizer()));
err(fn() => serialize(new Random\Randomizer(new Random\Engine\Secure())));
$u = unserialize('O:17:"Random\Randomizer":1:{i:0;a:1:{s:6:"engine";O:33:"Random\Engine\PcgOneseq128XslRr64":2:{i:0;a:0:{}i:1;a:2:{i:0;s:16:"2d482238e35f56f9";i:1;s:16:"f314845713e7bcfd";}}}}');
var_dump(get_class($u->engine), $u->nextInt());
