<?php
// The main script's variables stay reachable by `global` in shutdown functions and
// destructors after it ended; destructors of one scope's variables run one after the
// other, in order, even when one throws.
class D {
    public function __construct(public string $n) {}
    public function __destruct() {
        global $counter;
        $counter++;
        echo "dtor {$this->n} (#$counter)\n";
    }
}
class Thrower {
    public function __destruct() { throw new Exception("from dtor"); }
}
function f() {
    $a = new D("a");
    $b = new D("b");
    $c = new D("c");
    return 1;
}
function g() {
    $a = new D("g1");
    $t = new Thrower;
    $b = new D("g2");
}
register_shutdown_function(function () {
    global $x, $list, $fresh;
    echo "shutdown: x = $x, list = ", implode(",", $list), "\n";
    $x = "changed";
    $fresh = "made in shutdown";
});
register_shutdown_function(function () {
    global $x, $fresh;
    echo "second shutdown: x = $x, fresh = $fresh\n";
    var_dump($GLOBALS['x'] ?? 'no $GLOBALS entry');
});
$counter = 0;
$x = 5;
$list = [1, 2, 3];
f();
try {
    g();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$keep = new D("global");
echo "end of script\n";
