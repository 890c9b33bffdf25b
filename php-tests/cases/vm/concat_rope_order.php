<?php
// Strings built from three pieces or more (interpolation, `.` chains): each piece is
// converted at php's moment, against the side effects of the pieces after it.
class S {
    function __construct(public string $n) {}
    function __toString(): string { echo "[ts {$this->n}]"; return $this->n; }
    function __destruct() { echo "[d {$this->n}]"; }
}
function f($x) { echo "[f$x]"; return $x; }
$i = 5; $arr = [1]; $fl = 1.5; $n = null; $t = true; $no = false;
echo "a$i b$fl c{$arr[0]} d$n e$t f$no", "\n";
echo "x" . $i . "y" . $fl . "z" . $n . $t . $no . "\n";
echo new S("A") . f(1) . new S("B") . f(2) . "\n";
echo f(1) . new S("C") . f(2) . "\n";
echo "p" . $arr . "q" . f(3) . "\n";
echo "$arr and " . f(4) . "\n";
echo "{$arr}{$arr}" . f(5) . "\n";
$a = "A";
echo $a . ($a = "B") . $a . "\n";
$a = "A";
echo "$a" . ($a = "B") . $a . "\n";
echo $undef . "x" . $undef2 . "\n";
echo "u $undef3 v $undef4 w\n";
echo "int: " . PHP_INT_MIN . " " . -5 . " " . 0 . " " . PHP_INT_MAX . "\n";
echo "float: " . 0.1 + 0.2 . " " . 1e100 . " " . -0.0 . " " . INF . "\n";
$nan = NAN;
echo "nan " . $nan . " " . "x$nan" . "\n";
$s = str_repeat("x", 30);
echo strlen($s . $s . $s), " ", strlen("$s$s$s"), "\n";
echo "é$i" . "ü" . "\n";
function g() { static $z = "a" . PHP_EOL . "b" . PHP_EOL; return $z; }
var_dump((new ReflectionFunction("g"))->getStaticVariables());
echo g(), g();
try {
    echo "a" . f(6) . new ArrayObject([]) . "b";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    echo "x{$i}y" . (throw new Exception("mid")) . "z";
} catch (Exception $e) {
    echo "caught ", $e->getMessage(), "\n";
}
$fp = fopen("php://memory", "r");
echo "res " . $fp . " " . gettype($fp) . "\n";
$o = new stdClass;
$o->p = "P";
$o->q = ["k" => "K"];
echo "obj {$o->p} {$o->q['k']} $o->p {$o->q['k']}!\n";
$list = [1, 2, 3];
echo "list: $list[0], $list[1], $list[2]\n";
$j = 0;
echo "inc " . $j++ . " " . $j++ . " " . ++$j . " " . $j . "\n";
$x = "base";
$x = $x . "-" . $x . "-" . strtoupper($x);
echo $x, "\n";
$y = "s";
$y .= "a" . $y . "b";
echo $y, "\n";
echo 1 . 2 . 3, "\n";
echo "m" . ($i % 3) . "|" . ("ab" | "  ") . "|" . (5 <=> 3) . "|" . ($i > 2) . "|" . ($i << 2) . "|" . !$i . "|" . ($i ^ 1) . "\n";
echo "w" . ("5 apples" % 3) . "|" . (f(7) % 4) . "|" . ($i > 9) . "|" . ("abc" & "a") . "\n";
try {
    echo "z" . f(8) . ($i % 0) . "never";
} catch (DivisionByZeroError $e) {
    echo " ", $e->getMessage(), "\n";
}
echo true . false . null . "end\n";
function gen() { $r = "g" . (yield 1) . "-" . (yield 2) . "!"; echo $r, "\n"; }
$gn = gen();
foreach ($gn as $v) { $gn->send("v$v"); }
echo "done\n";
