<?php
class Model {
    protected static array $registry = [];
    public static function create(...$a) { $o = new static(...$a); static::$registry[static::class][] = $o; return $o; }
    public static function count(): int { return count(static::$registry[static::class] ?? []); }
    public function __construct(public $v = null) {}
    public static function name() { return static::class; }
    public function instName() { return static::name(); }
    public static function closure() { return function () { return static::class; }; }
    public static function staticClosure() { return static fn() => static::class; }
}
class User extends Model {}
class Post extends Model {}
User::create(1); User::create(2); Post::create(3);
var_dump(User::count(), Post::count(), Model::count());
var_dump((new Post)->instName(), User::closure()(), Post::staticClosure()());
$c = User::closure();
$b = Closure::bind($c, null, Post::class);
var_dump($b());
class Adm extends User {
    public static function test() { return [parent::name(), self::name(), static::name(), User::name()]; }
}
class SuperAdm extends Adm {}
var_dump(SuperAdm::test());
$o = new SuperAdm;
var_dump($o->instName());
$f = [SuperAdm::class, 'name'];
var_dump($f(), call_user_func($f), call_user_func('SuperAdm::name'));
try { static::class; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
