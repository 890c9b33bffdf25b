<?php
// Array literals: literal keys (ints, strings, numeric strings), duplicates (the last one
// wins and keeps the first one's place), pushes mixed with keys, and nested pushes.
class D {
    public function __construct(public string $n) {}
    public function __destruct() { echo "destruct {$this->n}\n"; }
}
function build($i) {
    return [
        "id" => $i,
        "name" => "n$i",
        8 => "eight",
        "8" => "eight again",
        "08" => "zero eight",
        "x" => "first",
        "tags" => ["t" . ($i % 3), "t" . ($i % 5)],
        "x" => "second",
        -3 => "minus three",
        "after",
        "1.5" => "float string",
        true => "bool key",
    ];
}
for ($i = 0; $i < 3; $i++) {
    var_dump(build($i));
}
echo "dup object:\n";
$a = ["o" => new D("first"), "k" => 1, "o" => new D("second")];
echo "built\n";
$o = $a["o"];
var_dump(array_keys($a), $o->n);
unset($o);
unset($a);
echo "nested push:\n";
$doc = ["items" => []];
for ($i = 0; $i < 4; $i++) {
    $doc["items"][] = ["i" => $i, "sq" => $i * $i];
    $doc["log"][] = "row $i";
}
var_dump($doc);
$list = [];
for ($i = 0; $i < 20; $i++) {
    $list[] = $i % 2 ? "odd" : $i;
}
echo implode(",", $list), "\n";
$h = [];
for ($i = 0; $i < 20; $i++) {
    $h["k" . ($i % 11)] = $i;
    if ($i % 4 == 0) unset($h["k" . ($i % 7)]);
}
var_dump($h);
$m = [PHP_INT_MAX => 1];
try {
    $m[] = 2;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
