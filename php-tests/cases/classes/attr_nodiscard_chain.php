<?php
class Res {
    public function __construct(public string $n) { echo "open {$this->n}\n"; }
    public function __destruct() { echo "close {$this->n}\n"; }
    #[\NoDiscard]
    public function read(): string { return "data of {$this->n}"; }
    public function self(): static { return $this; }
    public static function make(string $n): static { return new static($n); }
}
function res(string $n): Res { return new Res($n); }
(new Res("a"))->read();
echo "-\n";
Res::make("b")->read();
echo "-\n";
res("c")->self()->read();
echo "-\n";
echo (new Res("d"))->read(), "\n";
echo "-\n";
$v = Res::make("e")->read();
echo $v, "\n";
echo "-\n";
(void) res("f")->read();
echo "-\n";
$r = new Res("g");
$r->read();
$r->self()->read();
echo strlen((new Res("h"))->read()) . " chars\n";
echo "end\n";
