<?php
class Orig { public $a = 1; protected $b = 2; private $c = 3; public static $s = 4; function vars() { return get_class_vars(self::class); } }
class_alias('Orig', 'Ali');
$x = new Ali; echo get_class($x), "\n"; var_dump($x instanceof Ali, $x instanceof Orig, class_exists('ali'));
var_dump(class_alias('Orig', 'Ali'));
var_dump(get_class_vars('Orig'), $x->vars());
try { class_alias('stdClass', 'Foo'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(class_alias('Nope', 'X'));
