<?php
class A {
    public function fluent(): static { return $this; }
    public static function make(): self { return new self(); }
    public function parentish(): ?parent { return null; }
}
class B extends A {
    public function p(): parent { return new parent(); }
}
