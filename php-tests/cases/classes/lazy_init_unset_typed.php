<?php
class Lazy {
    public int $heavy;
    public ?array $cfg;
    public function __construct() { unset($this->heavy, $this->cfg); }
    public function __get($n) { echo "__get($n)\n"; $this->$n = $n === 'heavy' ? 42 : ['k' => 1]; return $this->$n; }
    public function __isset($n) { echo "__isset($n)\n"; return true; }
}
$l = new Lazy;
var_dump($l);
var_dump($l->heavy, $l->heavy);
var_dump(isset($l->cfg), $l->cfg['k']);
var_dump($l);
class NoMagic { public int $x; }
$n = new NoMagic;
unset($n->x);
try { echo $n->x; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class OnlySet { public int $y; public function __construct() { unset($this->y); } public function __set($k, $v) { echo "__set($k)\n"; } }
$o = new OnlySet;
$o->y = 5;
try { echo $o->y; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
