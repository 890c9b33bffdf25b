<?php
class P { private $secret = 1; protected $prot = 2; public $pub = 3; public $nul = null;
    public function inside() { return [isset($this->secret), property_exists($this, 'secret'), array_keys(get_object_vars($this))]; } }
class K extends P { public function childView() { return [isset($this->secret), isset($this->prot), array_keys(get_object_vars($this))]; } }
$k = new K;
var_dump($k->inside(), $k->childView(), array_keys(get_object_vars($k)));
var_dump(isset($k->pub), isset($k->nul), is_null($k->nul), property_exists($k, 'nul'), array_key_exists('nul', get_object_vars($k)));
$fn = function () { return get_object_vars($this); };
var_dump(Closure::bind($fn, $k, P::class)(), Closure::bind($fn, $k, K::class)());
$arr = (array)$k;
var_dump(count($arr), array_map('strlen', array_keys($arr)));
var_dump(array_key_exists("\0P\0secret", $arr), array_key_exists("\0*\0prot", $arr));
$back = (object)$arr;
var_dump($back);
