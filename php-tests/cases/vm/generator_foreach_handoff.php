<?php
// foreach over a generator: the yielded value (and key) reach the loop variables at the
// yield; destructors of values the generator lets go run where php runs them.
class D {
    public function __construct(public string $n) {}
    public function __destruct() { echo "dtor {$this->n}\n"; }
}

function objs() {
    for ($i = 0; $i < 3; $i++) {
        echo "yield $i\n";
        yield new D("k$i") => new D("v$i");
    }
    echo "gen end\n";
}
foreach (objs() as $k => $v) {
    echo "body {$k->n} {$v->n}\n";
}
echo "after loop\n";
unset($k, $v);
echo "---\n";

// a value only the loop variable holds dies when the next one is assigned
function vals() {
    yield new D("a");
    yield new D("b");
    yield 3;
}
foreach (vals() as $v) {
    echo "got ", is_object($v) ? $v->n : $v, "\n";
}
echo "---\n";

// keys: auto, explicit int, string, float, null, and auto keys after an int key
function keys() {
    yield 'a';
    yield 10 => 'b';
    yield 'c';
    yield 'x' => 'd';
    yield 'e';
    yield 1.5 => 'f';
    yield null => 'g';
    yield -5 => 'h';
    yield 'i';
}
foreach (keys() as $k => $v) {
    var_dump($k);
    echo "=> $v\n";
}
echo "---\n";

// a generator that already yielded: its current value comes first
$g = keys();
echo $g->current(), "\n";
foreach ($g as $k => $v) {
    echo "$k:$v ";
    if ($v === 'c') break;
}
echo "\n";
// continuing after a break needs a rewind, which fails
try {
    foreach ($g as $v) {}
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$g->next();
echo $g->key(), " ", $g->current(), "\n";
echo "---\n";

// the loop variables are references, to a typed property too
class T { public int $i = 0; public string $s = ''; }
$t = new T;
$ki = &$t->s;
$vi = &$t->i;
function ints() { yield 'one' => 1; yield 'two' => 2; yield 'three' => 'x'; }
try {
    foreach (ints() as $ki => $vi) {
        echo "$t->s $t->i\n";
    }
} catch (TypeError $e) {
    echo "TypeError: ", $e->getMessage(), " line ", $e->getLine(), "\n";
}
function bad_key() { yield 5 => 1; yield [] => 2; }
try {
    foreach (bad_key() as $ki => $vi) {
        echo "key $t->s\n";
    }
} catch (TypeError $e) {
    echo "TypeError: ", $e->getMessage(), "\n";
}
echo "---\n";

// list() destructuring and a value assigned to an array element
function pairs() { yield [1, 2]; yield [3, 4]; }
foreach (pairs() as [$a, $b]) echo "$a$b ";
$arr = [];
foreach (pairs() as $arr['x']) echo json_encode($arr), " ";
echo "\n";

// by-reference loop over a by-reference generator
function &refs(array &$a) {
    foreach ($a as $k => &$v) {
        yield $k => $v;
    }
}
$data = [1, 2, 3];
foreach (refs($data) as $k => &$v) {
    $v *= 10;
}
unset($v);
echo implode(",", $data), "\n";
