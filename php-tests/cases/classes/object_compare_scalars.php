<?php
class S { function __construct(public $v = "abc") {} function __toString(): string { return (string) $this->v; } }
class N { public $a = 1; }
class P { function __construct(public $x, public $y = null) {} }
$s = new S;
// object against scalars: cast as zend_std_compare_objects casts
var_dump($s == "abc", "abc" == $s, $s != "x", $s < "abd", $s <=> "abc", $s == 5, $s == 0, $s == null, $s == true, $s == 1.5);
var_dump(new S("10") == "1e1", new S("10") == 10, new S("5") < "10");
var_dump(new N == "x", new N != "x", new N > "x", new N < "x", "x" < new N);
var_dump(new N == 1, new N == 1.0, new N <=> 2, 2 <=> new N);
var_dump(new N == [], new N <=> [], [] <=> new N, new N == false, new N == null);
// two objects of one class compare their properties loosely, in order
var_dump(new P(1) == new P("1"), new P(1, 2) < new P(1, 3), new P(2) > new P(1), new P([1]) == new P([1.0]));
var_dump(new P(new S) == new P("abc"), new P(new N) == new P(new N));
// uncomparable: different classes
var_dump(new P(1) == new N, new P(1) < new N, new P(1) > new N);
// arrays holding objects
var_dump([$s] == ["abc"], ["k" => $s] == ["k" => "abd"], [new N] < [new N]);
var_dump(in_array("abc", [$s]), in_array($s, ["abc"]), array_search("abc", [1, $s]), array_keys([$s, "abc", "x"], "abc"));
$list = [new S("b"), "a", new S("c")];
sort($list);
foreach ($list as $x) echo $x, " ";
echo "\n";
var_dump(max(new S("z"), "a") instanceof S, min([new P(3), new P(1)])->x);
switch ($s) { case "abc": echo "matched\n"; }
var_dump(match (true) { $s == "abc" => "yes", default => "no" });
