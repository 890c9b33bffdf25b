<?php
class Validators {
    const TRIM = static function (string $s): string { return trim($s); };
    const UPPER = strtoupper(...);
    public function __construct(public $cb = static function ($x) { return $x * 2; }) {}
}
var_dump((Validators::TRIM)('  a  '), (Validators::UPPER)('abc'), ((new Validators)->cb)(21));
function withDefault(Closure $f = static function () { return 'default closure'; }) { return $f(); }
var_dump(withDefault());
const GLOBAL_FN = strrev(...);
var_dump((GLOBAL_FN)('abc'));
#[Attribute]
class Hook { public function __construct(public Closure $fn) {} }
#[Hook(static function ($x) { return "hooked $x"; })]
class Target {}
$h = (new ReflectionClass('Target'))->getAttributes()[0]->newInstance();
var_dump(($h->fn)('t'));
var_dump(Validators::TRIM instanceof Closure);
