<?php
namespace N;
const A = 1;
function f() { return [A, \N\A, B ?? null, PHP_INT_SIZE, E_ALL, \strlen('x')]; }
define('B', 'b');
for ($i = 0; $i < 2; $i++) var_dump(f());
function g() { return C; }
for ($i = 0; $i < 2; $i++) { try { echo g(), "\n"; } catch (\Error $e) { echo $e->getMessage(), "\n"; } if ($i == 0) define('C', 'late'); }
function h() { return D; }
define('D', 'global');
echo h(), "\n"; define('N\D', 'ns'); echo h(), "\n";
