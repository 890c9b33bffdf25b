<?php
class S {
    public $a = 1;
    private $secret = 'hidden';
    public function __serialize(): array { echo "__serialize called\n"; return ['a' => $this->a, 7 => 'seven', 'list' => [1, 2]]; }
    public function __unserialize(array $data): void { echo "__unserialize called\n"; var_dump($data); $this->a = $data['a']; }
}
$s = serialize(new S);
var_dump($s);
var_dump(unserialize($s));
class Bad { public function __serialize() { return "nope"; } }
try {
    serialize(new Bad);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    serialize([1, new Bad]);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
class Thrower { public function __serialize(): array { throw new RuntimeException("boom"); } }
try {
    serialize(['x' => new Thrower]);
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
