<?php
// What the end of a script still does when most of what is left is plain memory: a
// suspended generator's finally, a destructor, a WeakMap's object, a file's handle.
class D { public function __destruct() { echo "destruct ", spl_object_id($this), "\n"; } }
function gen() {
    try {
        yield 1;
        yield 2;
    } finally {
        echo "finally\n";
    }
}
$big = [];
for ($i = 0; $i < 1000; $i++) {
    $big[] = ["k" => $i, "s" => "v$i", "n" => [$i, [$i]]];
}
$g = gen();
$g->current();
$d = new D();
$in = ["x" => [new D()]];
$w = new WeakMap();
$key = new stdClass();
$w[$key] = "weak";
$f = fopen("php://memory", "w+");
fwrite($f, "data");
echo count($big), " ", count($w), "\n";
