<?php
// objects used as dynamic property, method, variable and offset names
class N { function __toString() { return "prop"; } }
class T { public $prop = 1; public int $typed = 0; function prop() { return "m"; } }
$n = new N;
$o = new T;
var_dump($o->$n);
$o->$n = 2;
var_dump($o->prop, isset($o->$n));
$r = &$o->$n;
$r = 3;
var_dump($o->prop);
unset($o->$n);
var_dump(isset($o->prop));
$x = 7;
$o->$n = &$x;
$x = 8;
var_dump($o->prop);
$s = new stdClass;
foreach ([
    fn() => $o->$s,
    fn() => $o->$s = 1,
    fn() => $o->$s(),
    fn() => T::$s(),
    fn() => $$s,
    fn() => "abc"[$s],
] as $i => $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo $i, " ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$str = "hello";
try {
    $str[$s] = 'A';
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $str[[]] = 'A';
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
function g() {
    global ${new N};
    $prop = 'local';
    try {
        global ${new stdClass};
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$prop = 'global';
g();
$name = new N;
$$name = 'via object';
var_dump($prop);
function h() {
    unset($_SERVER);
    var_dump($_SERVER);
    var_dump($_ENV['nothing'] ?? 'none');
}
h();
unset($_GET);
var_dump($_GET);
