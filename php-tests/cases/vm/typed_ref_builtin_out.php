<?php
// builtins writing by-reference arguments that typed properties hold: the property's
// type checks (and coerces) the value, the old value stays on a TypeError
class A {
    public int $x = 0;
    public string $s = "5";
    public ?array $arr = null;
    public float $f = 0.5;
}
$a = new A;
try { preg_match('/a/', 'a', $a->x); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->x);
preg_match('/(a)/', 'a', $a->arr);
var_dump($a->arr);
$r = str_replace('a', 'b', 'aaa', $a->s);
var_dump($a->s);
try { parse_str("q=1", $a->x); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->x);
settype($a->s, "int");
var_dump($a->s);
try { settype($a->x, "array"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->x);
settype($a->f, "int");
var_dump($a->f);
$x = &$a->x;
try { preg_match_all('/a/', 'aa', $x); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($x);
try { settype($x, "string"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->x);
