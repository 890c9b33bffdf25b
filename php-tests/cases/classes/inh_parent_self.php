<?php
class Base {
    public $log = [];
    public function __construct() { $this->log[] = 'Base::__construct'; }
    public function hello() { return 'Base hello'; }
    public function who() { return self::class . '/' . static::class . '/' . get_class($this) . '/' . get_class(); }
}
class Mid extends Base {
    public function __construct() { parent::__construct(); $this->log[] = 'Mid::__construct'; }
    public function hello() { return 'Mid+' . parent::hello(); }
}
class Leaf extends Mid {
    public function hello() { return 'Leaf+' . parent::hello(); }
    public function who() { return 'Leaf:' . parent::who(); }
}
$l = new Leaf;
var_dump($l->log, $l->hello(), $l->who(), (new Mid)->who());
var_dump(get_parent_class($l), get_parent_class('Mid'), get_parent_class('Base'), get_parent_class(new stdClass));
var_dump(class_parents($l), is_subclass_of($l, 'Base'), is_subclass_of($l, 'Leaf'), is_a($l, 'Base'), is_a('Leaf', 'Base'), is_a('Leaf', 'Base', true));
class NoCtorParent extends Base { public function __construct() { parent::__construct(); } }
var_dump((new NoCtorParent)->log);
class P2 {}
class C2 extends P2 { public function __construct() { parent::__construct(); } }
try { new C2; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
