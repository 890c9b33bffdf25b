<?php
class Box { public $items = []; public ?Box $parent = null; }
$root = new Box;
for ($i = 0; $i < 3; $i++) {
    $b = new Box;
    $b->parent = $root;
    $b->items = [$i, [$i => $i * 1.5], "s$i"];
    $root->items[] = $b;
}
$s = serialize($root);
var_dump($s);
$u = unserialize($s);
var_dump($u->items[2]->parent === $u, $u->items[1]->items);
var_dump(serialize($u) === $s);
