<?php
// The value of an assignment to a typed property is the value stored (coerced), in
// weak mode: chained assignments and returns see it.
class Test {
    public int $i; public string $s; public ?float $f = null; public int|string $u = 0;
    public static int $si = 0;
    public function setId($row) { return $this->i = $row['id']; }
}
$test = new Test;
var_dump($test->i = "42");
var_dump($test->s = 42);
var_dump($test->f = 3);
var_dump($test->u = 1.0);
var_dump($test->u = "x");
var_dump(Test::$si = "7");
$r = &$test->i;
var_dump($r = "5");
var_dump($test->setId(['id' => "17"]));
$a = $test->i = "8";
var_dump($a);
$name = 'i';
var_dump($test->$name = "9");
$o = new stdClass;
var_dump($o->x = "10");
for ($k = 0; $k < 3; $k++) { var_dump($test->u = $k ? 2.0 : "s"); }
try { var_dump($test->i = "nope"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($test);
