<?php
interface I { function i(); }
abstract class P { function p() {} abstract function a(); private function priv() {} }
trait T { #[\Override] function p() { return "trait p"; } }
class C extends P implements I {
    use T;
    #[Override] function i() {}
    #[\Override] public function a() {}
}
echo (new C)->p(), "\n";
class E extends Exception { #[\Override] public function __toString(): string { return "E"; } }
echo new E, "\n";
