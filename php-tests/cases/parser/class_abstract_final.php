<?php
abstract class Shape {
    abstract public function area(): float;
    abstract protected function name();
    final public function describe() { return $this->name(); }
}
final class Circle extends Shape {
    public function area(): float { return 3.14; }
    protected function name() { return 'circle'; }
}
