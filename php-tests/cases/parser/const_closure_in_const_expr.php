<?php
const F = static function (int $x): int { return $x * 2; };
class K {
    const G = static function () { return 1; };
    public function __construct(public \Closure $c = static function () {}) {}
}
#[Attr(static function () {})]
function f() {}
