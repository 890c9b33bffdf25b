<?php
class Point { public $x = 1; protected $y = 2; private $z = 3; }
var_export(new Point); echo "\n";
$o = new stdClass; $o->a = [1, 'k' => new stdClass]; var_export($o); echo "\n";
var_export([new Point, 'n' => null]); echo "\n";
