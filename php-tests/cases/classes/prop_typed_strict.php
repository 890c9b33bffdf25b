<?php
declare(strict_types=1);
class S {
    public int $i = 0;
    public float $f = 0.0;
    public string $s = '';
    public ?bool $b = null;
}
$s = new S;
$s->f = 5;
var_dump($s->f);
foreach ([['i', '1'], ['i', 1.0], ['s', 1], ['b', 0], ['f', '1.5'], ['s', null]] as [$k, $v]) {
    try {
        $s->$k = $v;
        var_dump($s->$k);
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$s->i++;
var_dump($s->i);
$s->i = PHP_INT_MAX;
try { $s->i++; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($s->i);
try { $s->i += 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s->s .= 'abc';
var_dump($s);
