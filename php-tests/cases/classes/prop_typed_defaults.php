<?php
class P {
    public int $i = 1;
    public ?string $s = null;
    public float $f = 1.5;
    public bool $b = false;
    public array $a = [1, 2];
    public int|string $u = "x";
    public $untyped;
    public ?P $self = null;
    public iterable $it = [];
    public mixed $m;
}
$p = new P;
var_dump($p);
$p->i = "42";
var_dump($p->i);
$p->f = 3;
var_dump($p->f);
$p->s = 12;
var_dump($p->s);
$p->b = 0;
var_dump($p->b);
$p->u = 1.0;
var_dump($p->u);
$p->u = 2.5;
var_dump($p->u);
foreach ([['i', 'abc'], ['i', []], ['a', 'str'], ['self', new stdClass], ['f', 'x'], ['i', null], ['it', 5], ['i', 1.5]] as [$k, $v]) {
    try {
        $p->$k = $v;
        var_dump($p->$k);
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$p->m = null;
var_dump($p->m);
var_dump($p);
