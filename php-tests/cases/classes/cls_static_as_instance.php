<?php
// a static property used as an instance one: notice, then a dynamic property
#[AllowDynamicProperties]
class C {
    public static $x = 'C::$x';
    protected static $y = 'C::$y';
    private static $z = 'C::$z';
    function inside() {
        var_dump(isset($this->y));
        $this->y = 'dyn y';
        var_dump($this->y, self::$y);
        $this->z = 'dyn z';
        var_dump($this->z, self::$z);
    }
}
#[AllowDynamicProperties]
class D extends C {
    function fromChild() {
        $this->y = 'child y';
        var_dump($this->y);
        $this->z = 'plain z';
        var_dump($this->z);
    }
}
function show(Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$c = new C;
var_dump(isset($c->x), empty($c->x), $c->x ?? 'default');
unset($c->x);
echo @$c->x, "|\n";
echo $c->x, "|\n";
$c->x = 1;
var_dump($c->x, C::$x);
$ref = 'ref';
$c->x = &$ref;
$ref = 'changed';
var_dump($c->x, C::$x);
var_dump(isset($c->y));
try { echo $c->y; } catch (Error $e) { show($e); }
try { $c->y = 1; } catch (Error $e) { show($e); }
try { unset($c->y); } catch (Error $e) { show($e); }
try { $r = &$c->y; } catch (Error $e) { show($e); }
$c->inside();
$d = new D;
$d->fromChild();
for ($i = 0; $i < 3; $i++) { $d->x = $i; }
var_dump($d->x, D::$x, C::$x);
var_dump(array_keys(get_object_vars($c)));
