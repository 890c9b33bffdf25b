<?php
class A {
    public function inst() { return isset($this) ? get_class($this) : 'no this'; }
    public static function stat() { return static::class; }
    public function callParentStyle() { return A::inst(); }
}
class B extends A { public function viaParent() { return parent::inst() . '|' . A::inst() . '|' . self::stat() . '|' . $this->stat(); } }
$b = new B;
var_dump($b->viaParent(), $b->callParentStyle(), $b::stat(), $b->stat());
try { A::inst(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Other { public function tryA() { return A::inst(); } }
try { (new Other)->tryA(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$m = [new B, 'stat'];
var_dump($m(), call_user_func([B::class, 'stat']));
try { call_user_func(['A', 'inst']); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(is_callable(['A', 'inst']), is_callable(['A', 'stat']));
