<?php
class P {
    public function __construct(
        public int $x,
        protected string $y = 'y',
        private ?array $z = null,
        public readonly float $r = 1.0,
        $plain = 'plain',
        public int|string $u = 0,
    ) {
        echo "body: plain=$plain x={$this->x}\n";
    }
    public function get() { return [$this->y, $this->z]; }
}
$p = new P(1);
var_dump($p, $p->get());
$p2 = new P(2, z: [1], u: 'U');
var_dump($p2);
try { new P('notint'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new P(); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Q extends P {
    public function __construct(public $extra = 'e') { parent::__construct(9); }
}
var_dump(new Q);
class Fin { public function __construct(final public int $a = 5) {} }
var_dump(new Fin);
class RefProm { public function __construct(public array &$arr) {} }
$arr = [1];
$rp = new RefProm($arr);
$rp->arr[] = 2;
var_dump($arr);
$rm = new ReflectionMethod('P', '__construct');
foreach ($rm->getParameters() as $param) { var_dump($param->getName(), $param->isPromoted()); }
