<?php
$o = new stdClass;
$o->self = $o;
$o->arr = [$o];
var_dump($o);
print_r($o); echo "\n";
try { var_export($o); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "\n";
$a = new stdClass; $b = new stdClass;
$a->b = $b; $b->a = $a;
var_dump($a);
print_r($a); echo "\n";
echo json_encode($a) === false ? json_last_error_msg() : 'encoded', "\n";
$shared = new stdClass; $shared->v = 1;
$holder = [$shared, $shared, 'x' => ['y' => $shared]];
var_dump($holder);
print_r($holder); echo "\n";
$arr = [1];
$arr[] = &$arr;
var_dump($arr);
class Tree { public $children = []; public ?Tree $parent = null; }
$root = new Tree; $kid = new Tree; $kid->parent = $root; $root->children[] = $kid;
var_dump($root);
print_r($root); echo "\n";
var_dump(serialize($root));
