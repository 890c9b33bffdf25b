<?php
trait Hello {
    public $greeting = 'hello';
    public static $count = 0;
    const GREETING = 'hi';
    public function say() { return __TRAIT__ . '/' . __CLASS__ . '::' . __FUNCTION__; }
    public function shared() { return 'Hello::shared'; }
    protected function hidden() { return 'hidden from ' . static::class; }
    public static function inc() { return ++static::$count; }
}
trait World {
    public $world = 'world';
    public function shared() { return 'World::shared'; }
    public function say2() { return 'World::say2'; }
}
trait Both {
    use Hello, World {
        Hello::shared insteadof World;
        World::shared as worldShared;
        hidden as public exposed;
    }
}
class Base {
    public $base = 1;
    public function baseMethod() { return 'base'; }
    public function shared() { return 'Base::shared'; }
}
class User extends Base {
    use Both;
    public $own = 2;
    public function ownMethod() {}
}
class Other {
    use Hello { say as protected; shared as public aliasShared; }
    public function callSay() { return $this->say(); }
}
$u = new User;
var_dump($u);
print_r(get_class_methods('User'));
var_dump($u->say(), $u->shared(), $u->worldShared(), $u->exposed(), $u->say2());
var_dump(User::GREETING, User::inc(), User::inc(), Other::inc());
$o = new Other;
var_dump($o->callSay(), $o->aliasShared());
try { $o->say(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(Hello::GREETING); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(constant('Hello::GREETING')); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(class_uses($u), class_uses('Both'));
// diamond: the same trait reached twice is fine
trait Leaf { public function leaf() { return 'leaf'; } }
trait Left { use Leaf; }
trait Right { use Leaf; }
class Diamond { use Left, Right; }
var_dump((new Diamond)->leaf());
// an abstract trait method satisfied by an inherited method
trait NeedsName { abstract public function name(): string; public function greet() { return 'hi ' . $this->name(); } }
class Named { public function name(): string { return 'named'; } }
class Greeter extends Named { use NeedsName; }
var_dump((new Greeter)->greet());
// a trait method overrides an inherited one; own overrides the trait's
trait Over { public function who() { return 'trait'; } public function mine() { return 'trait'; } }
class P2 { public function who() { return 'parent'; } }
class C2 extends P2 { use Over; public function mine() { return 'own'; } }
var_dump((new C2)->who(), (new C2)->mine());
// compatible duplicate properties and constants
trait PA { public $same = [1, 2]; const K = 5; }
trait PB { public $same = [1, 2]; const K = 5; }
class Dup { use PA, PB; public $same = [1, 2]; }
var_dump((new Dup)->same, Dup::K);
