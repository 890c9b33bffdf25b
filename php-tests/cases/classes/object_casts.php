<?php
class P { public $pub = 1; protected $prot = 2; private $priv = 3; public $nul = null; }
class C extends P { private $priv = 'child'; public int $typed; }
function keys($a) { return array_map(fn($k) => is_string($k) ? str_replace("\0", '\0', $k) : $k, array_keys($a)); }

$c = new C;
$arr = (array) $c;
var_dump(count($arr), keys($arr));
var_dump($arr["\0*\0prot"], $arr["\0C\0priv"], $arr["\0P\0priv"]);
var_dump(array_key_exists('typed', $arr));
$c->dyn = 'dynamic';
var_dump(keys((array) $c));
var_dump(get_object_vars($c));

$o = (object) ['a' => 1, 'b' => [1, 2], 5 => 'five', '7' => 'seven', '' => 'empty'];
var_dump($o);
var_dump($o->{5}, $o->{'7'}, $o->{''} ?? 'unset');
var_dump(isset($o->{5}), property_exists($o, '5'));
$back = (array) $o;
var_dump($back[5], $back[7], array_keys($back));
var_dump((object) null, (object) 'str', (object) 42, (object) [], (object) false);
$mangled = (object) ["\0P\0priv" => 'x', "\0*\0prot" => 'y'];
var_dump(keys((array) $mangled));
$s = new stdClass;
var_dump((object) $s === $s);

try { var_dump((string) new P); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(strval(new stdClass)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump((bool) new P, (bool) new stdClass, !new stdClass);
var_dump((int) new P);
var_dump((float) new stdClass);
var_dump(intval(new P), floatval(new P));
try { var_dump(new P + 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(new P + new P); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(new P == 1, new P == true);

$v = ['x' => 1, 2 => 'two'];
var_dump(settype($v, 'object'), $v);
$n = 3.5;
settype($n, 'object');
var_dump($n);
$nl = null;
settype($nl, 'object');
var_dump($nl);
$obj = new P;
settype($obj, 'array');
var_dump(keys($obj));
$obj2 = new P;
var_dump(settype($obj2, 'int'), $obj2);
$obj3 = new P;
try { var_dump(settype($obj3, 'string')); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump((array) function () {} === [], count((array) new ArrayObject([1, 2])));
