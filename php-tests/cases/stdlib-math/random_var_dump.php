<?php
$pcg = new Random\Engine\PcgOneseq128XslRr64(1);
$xo = new Random\Engine\Xoshiro256StarStar(1);
$sec = new Random\Engine\Secure();
$r = new Random\Randomizer($pcg);
var_dump($pcg, $xo, $sec, $r);
print_r($xo);
echo "\n";
var_export($pcg);
echo "\n";
var_dump((array) $xo, get_object_vars($pcg));
echo json_encode($xo), "\n";
$mt = new Random\Engine\Mt19937(1);
$d = $mt->__debugInfo();
var_dump(count($d['__states']), $d['__states'][0], $d['__states'][624], $d['__states'][625]);
final class U implements Random\Engine { public $x = 1; public function generate(): string { return "a"; } }
var_dump(new Random\Randomizer(new U()));
echo serialize(new Random\Randomizer(new U())), "\n";
echo serialize(new Random\Randomizer($xo)), "\n";
var_dump($pcg == new Random\Engine\PcgOneseq128XslRr64(1));
