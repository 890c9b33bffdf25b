<?php
class S {
    public function m() {
        $f = static function () { return static::class; };
        $g = static fn() => self::class;
        return new static();
    }
}
