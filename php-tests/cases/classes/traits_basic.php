<?php
trait Hello { public $greeting = 'hi'; public function hello() { return $this->greeting . ' from ' . static::class . ' ' . __CLASS__; } public static function make() { return new static; } }
trait World { public function world() { return 'world'; } public function hello() { return 'World::hello'; } }
class Greeter { use Hello, World { Hello::hello insteadof World; World::hello as protected worldHello; world as public planet; } public function both() { return $this->worldHello(); } }
$g = Greeter::make();
echo $g->hello(), "|", $g->world(), "|", $g->planet(), "|", $g->both(), "\n";
try { $g->worldHello(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($g);
