<?php
// references to typed properties: every write through the reference is checked
class Foo {
    public int $i = 1;
    public ?int $n;
    public string $s = "x";
    public float $f = 1.5;
    public int|string $u = 0;
    public static int $si = 3;
}

function show(Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

$o = new Foo;
$r = &$o->i;
try { $r = "abc"; } catch (TypeError $e) { show($e); }
var_dump($o->i);
$r = "42";
var_dump($o->i);
$r = 7.0;
var_dump($o->i);
try { $r = []; } catch (TypeError $e) { show($e); }
try { $r = null; } catch (TypeError $e) { show($e); }
$r .= "5";
var_dump($o->i);
$r += 1.0;
var_dump($o->i);

// nullable, uninitialised: the reference starts as null
$n = &$o->n;
var_dump($n);
$n = "12";
var_dump($o->n);
$n = null;
var_dump($o->n);

// a reference held by two properties of different types
try { $o->f = &$o->i; } catch (TypeError $e) { show($e); }
$o->u = &$o->i;
var_dump($o->u);
try { $o->s = &$o->i; } catch (TypeError $e) { show($e); }
try { $r = 2.5; } catch (TypeError $e) { show($e); }
var_dump($o->i, $o->f);

// binding coerces a lone reference in weak mode
$x = "33";
$o->u = &$x;
var_dump($x);
$y = "99";
$o->i = &$y;
var_dump($y, $o->i);
try { $y = new stdClass; } catch (TypeError $e) { show($e); }

// increments at the int boundary
$o2 = new Foo;
$p = &$o2->i;
$p = PHP_INT_MAX;
try { $p++; } catch (TypeError $e) { show($e); }
try { ++$p; } catch (TypeError $e) { show($e); }
var_dump($o2->i);
$p = PHP_INT_MIN;
try { $p--; } catch (TypeError $e) { show($e); }
try { --$p; } catch (TypeError $e) { show($e); }
var_dump($o2->i);
$o2->i = PHP_INT_MAX;
try { $o2->i++; } catch (TypeError $e) { show($e); }
$o2->f = PHP_INT_MAX;
$o2->f++;
var_dump($o2->f);

// through array elements holding the reference
$arr = [&$o2->i];
$arr[0] = 5;
try { $arr[0] = "no"; } catch (TypeError $e) { show($e); }
$arr[0] += 10;
$arr[0]++;
var_dump($o2->i);
try { $arr[0] .= "e"; } catch (TypeError $e) { show($e); }
var_dump($o2->i);

// catch into a typed reference is strict
$q = &$o2->s;
try {
    try { throw new Exception("boom"); } catch (Exception $q) { echo "unreachable\n"; }
} catch (TypeError $e) { show($e); }

// the source goes away with unset() and with the object
unset($o2->s);
$q = [1];
var_dump($q);
$o3 = new Foo;
$t = &$o3->i;
unset($o3);
$t = "free now";
var_dump($t);

// clones share the reference and its type
$o4 = new Foo;
$c = &$o4->i;
$o5 = clone $o4;
unset($o4);
try { $c = "x"; } catch (TypeError $e) { show($e); }
var_dump($o5->i);

// uninitialised non-nullable property by reference
class Bar { public int $i; }
try { $b = new Bar; $z = &$b->i; } catch (Error $e) { show($e); }

// static typed properties
try { Foo::$si = "str"; } catch (TypeError $e) { show($e); }
Foo::$si = "8";
var_dump(Foo::$si);
$s = &Foo::$si;
try { $s = []; } catch (TypeError $e) { show($e); }
$s = 9.0;
var_dump(Foo::$si);
Foo::$si = PHP_INT_MAX;
try { Foo::$si++; } catch (TypeError $e) { show($e); }
var_dump(Foo::$si);
