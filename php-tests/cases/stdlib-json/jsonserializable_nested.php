<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class J implements JsonSerializable { function __construct(public $v) {} function jsonSerialize(): mixed { return $this->v; } }
class Thrower implements JsonSerializable { function jsonSerialize(): mixed { throw new RuntimeException('nope'); } }
class Self_ implements JsonSerializable { function jsonSerialize(): mixed { return $this; } }
class Props { public $a = 1; protected $b = 2; private $c = 3; public $n = null; }
var_dump(json_encode(new J(new J([1, new J('x')]))), json_encode(new J(null)), json_encode([new J(1.0)], JSON_PRESERVE_ZERO_FRACTION), json_encode(new J(new Props)), json_encode(new Self_), json_encode(new J(['k' => new J(false)]), JSON_PRETTY_PRINT));
t(fn() => json_encode(new Thrower));
t(fn() => json_encode([1, new Thrower]));
t(fn() => json_encode(new J(NAN)));
var_dump(json_last_error_msg());
t(fn() => json_encode(new J(NAN), JSON_PARTIAL_OUTPUT_ON_ERROR));
t(fn() => json_encode(new J(NAN), JSON_THROW_ON_ERROR));
$deep = 1; for ($i = 0; $i < 5; $i++) $deep = new J([$deep]);
t(fn() => json_encode($deep, 0, 3)); var_dump(json_last_error(), json_last_error_msg());
t(fn() => json_encode($deep, 0, 20));
