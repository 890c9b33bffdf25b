<?php
abstract class Tmpl {
    public function run() { return $this->step1() . '-' . $this->step2() . '-' . static::hook(); }
    abstract protected function step1(): string;
    abstract protected function step2(): string;
    protected static function hook() { return 'hook'; }
    public function __construct(public $n = 'base') {}
}
abstract class Half extends Tmpl { protected function step1(): string { return 'half1'; } }
class Full extends Half { protected function step2(): string { return 'full2'; } protected static function hook() { return 'fullhook'; } }
$f = new Full;
var_dump($f->run(), $f->n);
foreach (['Tmpl', 'Half'] as $c) {
    try { new $c; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$r = new ReflectionClass('Half');
var_dump($r->isAbstract(), (new ReflectionClass('Full'))->isAbstract(), (new ReflectionMethod('Tmpl', 'step1'))->isAbstract());
$anon = new class extends Tmpl { protected function step1(): string { return 'a1'; } protected function step2(): string { return 'a2'; } };
var_dump($anon->run());
abstract class WithStatic { abstract public static function make(); public static function call() { return static::make(); } }
try { WithStatic::call(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
