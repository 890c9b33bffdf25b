<?php
class R { public function __construct(public string $name) { echo "open {$this->name}\n"; }
          public function __destruct() { echo "close {$this->name}\n"; } }
function scope() { $r = new R("inner"); echo "working\n"; return 1; }
scope();
$a = new R("a");
$a = new R("b");
echo "reassigned\n";
$list = [new R("x"), new R("y")];
unset($list[0]);
echo "unset one\n";
$list = null;
echo "list gone\n";
$c = new R("c"); $d = $c; unset($c); echo "still held\n"; $d = 1; echo "released\n";
class Parent_ { function __destruct() { echo "parent destructor\n"; } }
class Child_ extends Parent_ { function __destruct() { echo "child destructor\n"; parent::__destruct(); } }
new Child_;
echo "end\n";
