<?php
trait Hello { public function say() { return 'Hello'; } public function hi() { return 'hi from Hello'; } }
trait World { public function say() { return 'World'; } private function secret() { return 'secret'; } }
class Greeter {
    use Hello, World {
        Hello::say insteadof World;
        World::say as protected sayWorld;
        secret as public revealed;
        hi as private;
    }
    public function both() { return $this->say() . ' ' . $this->sayWorld(); }
    public function callHi() { return $this->hi(); }
}
$g = new Greeter;
var_dump($g->both(), $g->revealed(), $g->callHi());
try { $g->sayWorld(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $g->hi(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $g->secret(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(class_uses($g), get_class_methods($g));
$m = new ReflectionMethod('Greeter', 'sayWorld');
var_dump($m->isProtected(), $m->getName());
