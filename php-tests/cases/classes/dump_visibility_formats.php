<?php
class Base { private $bp = 'base-private'; protected $prot = 'prot'; }
class Vis extends Base {
    public $pub = 1; protected $prot2 = [1]; private $priv = null; public ?int $typed = 5; public readonly string $ro;
    public static $stat = 'not shown'; private $bp = 'child-private';
    public function __construct() { $this->ro = 'ro'; }
}
$v = new Vis;
$v->dyn = 'dynamic';
var_dump($v);
print_r($v); echo "\n";
echo print_r($v, true);
var_export($v); echo "\n";
var_dump((array)$v);
foreach ((array)$v as $k => $_) echo json_encode($k), "\n";
var_dump(json_encode($v));
var_dump(array_keys(get_object_vars($v)));
$nested = ['o' => $v, 'list' => [new stdClass, [new stdClass]]];
print_r($nested);
var_dump(1.0, -0.0, 1e100, 0.1 + 0.2, (object)['f' => 1.5, 'n' => null, 'b' => false]);
