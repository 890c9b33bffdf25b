<?php
class A {
    public $pub = 'a-pub'; protected $prot = 'a-prot'; private $priv = 'a-priv';
    public function show() { return "$this->pub $this->prot $this->priv"; }
    private function secret() { return "A::secret"; }
    public function callSecret() { return $this->secret(); }
    protected function hook() { return "A::hook"; }
    public function run() { return $this->hook(); }
}
class B extends A {
    private $priv = 'b-priv';
    protected function hook() { return "B::hook+" . parent::hook(); }
    private function secret() { return "B::secret"; }
    public function mine() { return $this->priv; }
}
$b = new B;
echo $b->show(), "\n", $b->callSecret(), "\n", $b->run(), "\n", $b->mine(), "\n";
foreach (['prot', 'priv'] as $p) {
    try { echo $b->$p, "\n"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { $b->hook(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $b->secret(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $b->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { B::show(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo $b->undefinedProp ?? 'default', "\n";
echo @$b->undefinedProp, "|\n";
echo $b->undefinedProp2;
$b->dyn = 1;
var_dump($b);
var_dump($b instanceof A, $b instanceof B, new A instanceof B);
