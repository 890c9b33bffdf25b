<?php
class A {
    public function fluent(): static { return $this; }
    public static function make(): self { return new self(); }
}
class B extends A {
    public function p(): parent { return new parent(); }
}
