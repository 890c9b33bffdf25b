<?php
class A {
    public static function create(): static { return new static(); }
    public function is($o) { return $o instanceof static; }
    public function c() { return static::class . static::NAME . static::$prop . static::m(); }
}
