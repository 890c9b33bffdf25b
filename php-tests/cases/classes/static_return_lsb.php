<?php
class Model {
    protected static $registry = [];
    public static $count = 0;
    public static function create(): static { static::$count++; return new static(); }
    public static function createSelf(): self { return new self(); }
    public function withSelf(): static { return $this; }
    public function cloneIt(): static { return clone $this; }
    public static function who() { return [self::class, static::class, get_called_class()]; }
    public function closure() { return function () { return [static::class, self::class, get_class($this)]; }; }
    public static function staticClosure() { return static fn() => static::class; }
    public static function register() { static::$registry[] = static::class; return static::$registry; }
    public static function bad(): static { return new Model(); }
}
class User extends Model { public static $count = 0; }
class Admin extends User {}
class Post extends Model {}

var_dump(get_class(User::create()), get_class(Admin::create()), get_class(Model::create()));
var_dump(Model::$count, User::$count, Admin::$count, Post::$count);
Post::create();
var_dump(Model::$count, Post::$count);
var_dump(get_class(User::createSelf()));
var_dump(get_class((new Admin)->withSelf()), get_class((new Admin)->cloneIt()));
var_dump(Admin::who(), (new Post)->who());
$c = (new Admin)->closure();
var_dump($c());
$sc = User::staticClosure();
var_dump($sc());
var_dump(User::register(), Admin::register(), Model::register());
try { var_dump(Admin::bad()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(get_class(Model::bad()));

class P { public static function fwd() { return static::class; } public static function viaParent() { return [P::fwd(), self::fwd(), static::fwd()]; } }
class Q extends P { public static function test() { return [parent::fwd(), self::fwd(), P::fwd(), forward_static_call(['P', 'fwd']), call_user_func('parent::fwd')]; } }
class R extends Q {}
var_dump(R::test());
var_dump(R::viaParent());
try { echo get_called_class(), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = function () { return static::class; };
try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
