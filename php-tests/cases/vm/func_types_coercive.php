<?php
function i(int $x) { var_dump($x); }
function f(float $x) { var_dump($x); }
function s(string $x) { var_dump($x); }
function b(bool $x) { var_dump($x); }
function n(?int $x) { var_dump($x); }
function u(int|string $x) { var_dump($x); }
i("42"); i(3.0); i(true);
f(5); f("1.5");
s(12); s(1.5); s(false);
b(1); b("0"); b(0.0);
n(null); n("7");
u(5); u("x"); u(2.0);
try { i("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { i([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { i(null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
