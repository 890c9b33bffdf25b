<?php
// settype($v, "string") of an object without __toString: Error, and $v is left ""
$v = new stdClass;
try {
    var_dump(settype($v, "string"));
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($v);
class T { function __toString() { return "t!"; } }
$w = new T;
var_dump(settype($w, "string"), $w);
$x = [new stdClass];
try { settype($x[0], "string"); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($x);
