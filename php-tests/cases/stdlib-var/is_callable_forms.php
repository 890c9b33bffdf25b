<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class C { public function m() {} public static function s() {} private function p() {} public function __invoke() {} }
class D { public function __call($n, $a) {} public static function __callStatic($n, $a) {} }
function f() {}
$c = new C;
foreach (['f', 'F', 'strlen', 'nope', 'C::s', 'C::m', 'C::p', 'C::nope', 'D::any', [$c, 'm'], ['C', 's'], [new D, 'any'], ['D', 'any'], $c, [$c], [1, 2], 'parent::s', '', 42, null, 'C::', '::s'] as $i => $v) {
    $name = null; var_dump(is_callable($v, false, $name), $name, is_callable($v, true));
}
