<?php
// superglobals are visible in every scope without `global`
function f() {
    $x = $_GET;
    var_dump($x, is_array($_SERVER), isset($_SERVER['argv']), $_POST, $_COOKIE, $_FILES, $_REQUEST);
    $_GET['q'] = 'set in f';
    $_ENV = ['replaced' => true];
}
f();
var_dump($_GET, $_ENV);
$c = function () { return $_GET['q']; };
var_dump($c());
$a = fn() => count($_POST);
var_dump($a());
function gen() { yield $_GET['q']; $_GET['g'] = 1; }
foreach (gen() as $y) {
    var_dump($y);
}
var_dump($_GET);
function keys() { return array_keys($_GET); }
var_dump(keys());
function rec($n) { return $n ? rec($n - 1) . $_GET['q'][0] : ''; }
var_dump(rec(3));
