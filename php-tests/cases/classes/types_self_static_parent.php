<?php
class Node {
    public ?self $next = null;
    public function setNext(self $n): static { $this->next = $n; return $this; }
    public function fluent(): static { return $this; }
    public function wrongStatic(): static { return new Node; }
    public static function make(): self { return new static; }
}
class Sub extends Node {
    public function par(parent $p): parent { return $p; }
}
$n = new Node; $s = new Sub;
var_dump(get_class($s->setNext($n)), get_class($s->fluent()), get_class(Sub::make()), get_class($s->par($n)));
try { $s->wrongStatic(); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(get_class($n->wrongStatic()));
try { $n->setNext(new stdClass); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $s->par(new stdClass); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $n->next = new stdClass; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$n->next = $s;
var_dump(get_class($n->next));
$rm = new ReflectionMethod('Node', 'setNext');
var_dump((string)$rm->getReturnType(), (string)$rm->getParameters()[0]->getType(), (string)(new ReflectionMethod('Sub', 'par'))->getReturnType());
