<?php
class A {
    private function priv() { return 'A::priv'; }
    protected function prot() { return 'A::prot'; }
    public function callPriv() { return $this->priv(); }
    public static function other(A $x) { return $x->priv(); }
    private static function sp() { return 'sp'; }
    protected static function sprot() { return 'sprot'; }
}
class B extends A {
    public function priv() { return 'B::priv'; }
    public function tryProt() { return $this->prot(); }
    public function tryParentPriv() { return parent::priv(); }
    public static function trySp() { return parent::sp(); }
}
$b = new B;
var_dump($b->callPriv(), $b->priv(), $b->tryProt(), A::other($b));
try { $b->tryParentPriv(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { B::trySp(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { A::sp(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { A::sprot(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new A)->prot(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(is_callable([new A, 'priv']), is_callable([new A, 'callPriv']), is_callable('A::sp'), method_exists('A', 'sp'));
try { call_user_func([new A, 'priv']); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { array_map([new A, 'prot'], [1]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Ctor { private function __construct() {} public static function make() { return new self; } }
var_dump(Ctor::make() instanceof Ctor);
try { new Ctor; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class PCtor { protected function __construct() {} }
class PChild extends PCtor { public static function make() { return new PCtor; } }
var_dump(get_class(PChild::make()));
try { new PCtor; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
