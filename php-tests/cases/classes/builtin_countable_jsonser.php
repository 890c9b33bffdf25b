<?php
class C implements Countable { public function count(): int { return 42; } }
var_dump(count(new C), count(new C, COUNT_RECURSIVE), sizeof(new C));
class Neg implements Countable { public function count(): int { return -1; } }
var_dump(count(new Neg));
class J implements JsonSerializable {
    public function __construct(private $v) {}
    public function jsonSerialize(): mixed { return ['wrapped' => $this->v]; }
}
var_dump(json_encode(new J(1)), json_encode([new J(new J('in'))]), json_encode(new J(null), JSON_PRETTY_PRINT));
class JThrow implements JsonSerializable { public function jsonSerialize(): mixed { throw new LogicException('nope'); } }
try { json_encode(new JThrow); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Pub { public $a = 1; protected $b = 2; private $c = 3; public $n = null; }
var_dump(json_encode(new Pub), json_encode(new stdClass), json_encode([]), json_encode((object)[]), json_encode((object)['x' => [1]]));
var_dump(json_decode('{"a":{"b":2}}'));
$self = new class implements JsonSerializable { public function jsonSerialize(): mixed { return $this; } };
var_dump(json_encode($self));
