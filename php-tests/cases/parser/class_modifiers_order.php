<?php
abstract class M {
    static public function a() {}
    final protected static function b() {}
    abstract static protected function c();
    public readonly int $r;
    readonly public int $s;
}
