<?php
declare(strict_types=1);
// strict mode: references to typed properties, __get on typed properties, builtins

class Foo {
    public int $i = 1;
    public float $f = 1.0;
    public ?string $s = null;
}

function show(Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

$o = new Foo;
$r = &$o->i;
try { $r = "42"; } catch (TypeError $e) { show($e); }
try { $r = 1.0; } catch (TypeError $e) { show($e); }
var_dump($o->i);
$g = &$o->f;
$g = 5;
var_dump($o->f);
try { $o->s = &$o->i; } catch (TypeError $e) { show($e); }
try { $o->f = &$o->i; } catch (TypeError $e) { show($e); }
$o->u = &$o->i;
var_dump($o->u);

class Magic {
    public int $p;
    public function __get($n) { return "not an int"; }
}
$m = new Magic;
unset($m->p);
try { var_dump($m->p); } catch (TypeError $e) { show($e); }

// internal functions in strict mode
try { var_dump(ord(1)); } catch (TypeError $e) { show($e); }
try { var_dump(strlen(1.5)); } catch (TypeError $e) { show($e); }
try { var_dump(str_repeat("a", 1.0)); } catch (TypeError $e) { show($e); }
try { var_dump(strtoupper(null)); } catch (TypeError $e) { show($e); }
try { var_dump(str_pad("a", 3, 1)); } catch (TypeError $e) { show($e); }
var_dump(round(1));
var_dump(strtoupper("ok"));
// a builtin called back by a builtin is not strict
var_dump(array_map("strlen", [1, 2.5]));

function f($x) { throw new Exception("x"); }
try { f(1.0); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { f(1/3); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { f(1e20); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { f(-0.0); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
