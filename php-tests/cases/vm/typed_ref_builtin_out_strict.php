<?php
declare(strict_types=1);
// under strict_types a builtin's by-reference write into a typed property is not coerced
class A {
    public string $s = "5";
    public float $f = 0.5;
}
$a = new A;
try { str_replace('a', 'b', 'aaa', $a->s); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->s);
settype($a->f, "int");
var_dump($a->f);
try { settype($a->s, "int"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->s);
