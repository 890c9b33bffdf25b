<?php
$o = new class {
    public $x = 1;
};
$p = new class(1, 2) extends Base implements I {
    public function __construct($a, $b) {}
};
$q = new readonly class {};
