<?php
class T {
    public $a = 1;
    protected $b = 2;
    private $c = 3;
    public int $typed;
}
$t = new T;
var_dump(current($t));
var_dump(key($t));
var_dump(next($t));
var_dump(key($t));
var_dump(end($t));
var_dump(key($t));
var_dump(prev($t));
var_dump(reset($t));
var_dump(pos($t));
$s = new stdClass;
var_dump(current($s), key($s), next($s), reset($s), end($s));
$s->x = 'X';
$s->y = 'Y';
var_dump(reset($s), next($s), key($s), next($s), key($s));
foreach (['str', 1, null] as $bad) {
    foreach (['current', 'key', 'next', 'prev', 'reset', 'end'] as $f) {
        try {
            $f($bad);
        } catch (TypeError $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
