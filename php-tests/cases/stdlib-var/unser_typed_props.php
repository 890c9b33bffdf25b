<?php
class T {
    public int $i = 0;
    public ?string $s = null;
    public float $f = 0.0;
    public array $arr = [];
    public int|string $u = 0;
    public ?T $self = null;
    public bool $b = false;
}
var_dump(unserialize('O:1:"T":3:{s:1:"i";i:5;s:1:"f";i:3;s:1:"u";s:1:"x";}'));
foreach (['s:1:"i";s:1:"5";', 's:1:"s";i:1;', 's:1:"arr";s:0:"";', 's:4:"self";O:8:"stdClass":0:{}', 's:1:"b";i:1;', 's:1:"i";d:1.5;', 's:1:"i";N;'] as $prop) {
    try {
        var_dump(unserialize('O:1:"T":1:{' . $prop . '}'));
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(unserialize('O:1:"T":1:{s:4:"self";O:1:"T":0:{}}')->self instanceof T);
