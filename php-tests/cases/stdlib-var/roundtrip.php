<?php
class P { public $a = 1; protected $b = [1, 2]; private $c = 'c'; }
class C extends P { private $c = 'child'; public ?C $next = null; }
$c = new C;
$c->next = new C;
$shared = new stdClass;
$shared->v = 'shared';
$x = 'ref';
$data = [
    'int' => 1, 'float' => 1.5, 'neg0' => -0.0, 'str' => "bin\0ary", 'bool' => false, 'null' => null,
    'obj' => $c, 's1' => $shared, 's2' => $shared, 'r1' => &$x, 'r2' => &$x,
    'nested' => [[1, [2, [3]]], ['k' => $shared]],
];
$s = serialize($data);
var_dump($s);
$u = unserialize($s);
var_dump($u['obj'], $u['nested'], $u['r1'], $u['r2'], $u['str'], $u['neg0']);
var_dump(serialize($u) === $s);
var_dump($u['s1'] === $u['s2'], $u['nested'][1]['k'] === $u['s1']);
$u['r1'] = 'changed';
var_dump($u['r2']);
