<?php
class Base {
    public function hello(string $who = "world") { return "Base::hello($who)"; }
    public static function make(int $a, int $b = 10) { return static::class . ":" . ($a + $b); }
}
class Child extends Base {
    public function hello(string $who = "kid") { return "Child::hello($who)"; }
    private function secret($x) { return "secret $x"; }
    public static function sm(...$args) { return static::class . "::sm(" . implode(",", $args) . ")"; }
    public function getters() {
        return [
            $this->hello(...),
            parent::hello(...),
            static::sm(...),
            self::sm(...),
            $this->secret(...),
        ];
    }
}
class GrandChild extends Child {}

$o = new GrandChild;
foreach ($o->getters() as $i => $f) {
    echo $i, ": ", var_export($f instanceof Closure, true), " ", var_export(is_callable($f), true), " ";
    echo $f("x"), "\n";
}

$m = $o->hello(...);
echo $m(), "\n";
echo $m(who: "named"), "\n";

$s = Child::make(...);
echo $s(1), "\n";
echo $s(b: 5, a: 2), "\n";
$g = GrandChild::make(...);
echo $g(3), "\n";

$len = strlen(...);
var_dump($len("abcd"));
var_dump($len instanceof Closure);

$cl = function ($a, $b = 2) { return $a * $b; };
$cl2 = $cl(...);
var_dump($cl2 === $cl, $cl2(3), $cl2(b: 4, a: 5));

$arr = [$o, 'hello'](...);
echo $arr("arr"), "\n";
$str = 'Child::sm'(...);
echo $str(1, 2, 3), "\n";
$arrs = ['GrandChild', 'sm'](...);
echo $arrs(9), "\n";

$inv = new class { public function __invoke($x) { return "invoked $x"; } };
$fi = $inv(...);
echo $fi(7), "\n";

try { $x = $o->nope(...); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = Child::nope(...); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = Child::hello(...); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = $o->secret(...); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = undefined_fn(...); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = 'Nope::x'(...); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = [$o, 'secret'](...); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = $len(...); echo $x("zz"), "\n"; $len(1, 2); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $s(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m(nope: 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $y = 42; $y(...); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
