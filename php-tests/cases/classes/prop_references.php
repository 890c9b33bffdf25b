<?php
class T { public int $i = 1; public array $a = []; public ?string $s = null; public $u = 0; }
$t = new T;
$r = &$t->i;
$r = 5;
var_dump($t->i);
try { $r = "abc"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($t->i);
$r = "7";
var_dump($t->i);
$a = &$t->a;
$a[] = 1;
$a['x'] = 2;
var_dump($t->a);
function mod(&$x) { $x = 99; }
mod($t->u);
var_dump($t->u);
try { mod($t->s); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($t->s);
$t2 = new T;
$t2->a[] = 'p';
$t2->a[] = 'q';
var_dump($t2->a);
$arr = [$t->i, &$t->u];
$arr[1] = 'changed';
var_dump($t->u);
var_dump($t);
