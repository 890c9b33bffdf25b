<?php
class D {
    public function __construct(public string $n) { echo "make {$this->n}\n"; }
    public function __destruct() { echo "destroy {$this->n}\n"; }
}
#[\NoDiscard("keep the handle")]
function open(string $n): D { return new D($n); }
function plain(string $n): D { return new D($n); }

(void) open("a");
echo "after a\n";
open("b");
echo "after b\n";
plain("c");
echo "after c\n";
$kept = open("d");
echo "after d\n";
(void) plain("e");
echo "after e\n";
(void) 1;
(void) $kept;
$x = 5;
(void) $x++;
var_dump($x);
(void) ($x += 2);
var_dump($x);
(void) strlen("abc");
echo (function () { (void) open("in closure"); return "closure done"; })(), "\n";
class Factory {
    #[\NoDiscard]
    public function build(): D { return new D("built"); }
    public function __call($name, $args) { return new D("magic $name"); }
}
$f = new Factory;
$f->build();
echo "after build\n";
(void) $f->build();
$f->anything();
echo "after magic\n";
unset($kept);
echo "end\n";
