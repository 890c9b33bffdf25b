<?php
// `new` is not allowed where php evaluates an initializer once per class.
function ok($x = new stdClass) { return $x; }
var_dump(ok());
class Test {
    const X = new stdClass;
}
