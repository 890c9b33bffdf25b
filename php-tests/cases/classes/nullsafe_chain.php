<?php
class N { public ?N $next = null; public $v; public function __construct($v) { $this->v = $v; } public function getNext() { echo "getNext({$this->v})\n"; return $this->next; } public function val() { return $this->v; } }
$a = new N(1); $a->next = new N(2);
var_dump($a?->next?->v, $a?->next?->next?->v, $a->getNext()?->getNext()?->val());
$null = null;
var_dump($null?->foo, $null?->foo(), $null?->a->b->c, $null?->m(print("not evaluated\n")));
var_dump(isset($a?->next?->v), isset($null?->x), empty($null?->x));
function f() { echo "f called\n"; return null; }
var_dump(f()?->x);
var_dump($a?->next?->getNext()?->val());
$arr = ['o' => null];
var_dump($arr['o']?->x);
try { $x = 5; var_dump($x?->foo); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
