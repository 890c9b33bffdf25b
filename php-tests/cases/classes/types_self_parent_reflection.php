<?php
class P0 {} class Node extends P0 { public ?self $next = null; function f(self $a, parent|int $b): static|self { return $this; } }
trait T { function g(self $x): self { return $x; } }
class U { use T; }
$p = new ReflectionProperty('Node', 'next'); echo $p->getType(), " ", $p->getType()->getName(), "\n";
$m = new ReflectionMethod('Node', 'f'); echo $m->getParameters()[0]->getType(), " ", $m->getReturnType(), "\n";
$m = new ReflectionMethod('U', 'g'); echo $m->getParameters()[0]->getType(), " ", $m->getReturnType(), "\n";
$f = function (self $x) {};
echo (new ReflectionFunction($f))->getParameters()[0]->getType(), "\n";
