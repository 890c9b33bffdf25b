<?php
class Node {
    public $children = [];
    public function __construct(public string $name) {}
    public function __serialize(): array { return ['n' => $this->name, 'c' => $this->children]; }
    public function __unserialize(array $d): void { $this->name = $d['n']; $this->children = $d['c']; }
}
$root = new Node('root');
$a = new Node('a');
$root->children[] = $a;
$root->children[] = new Node('b');
$root->children[] = $a;
$s = serialize($root);
var_dump($s);
$u = unserialize($s);
var_dump($u->name, count($u->children), $u->children[0] === $u->children[2], $u->children[1]->name);
