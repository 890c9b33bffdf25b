<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
const TOP = 'top'; define('DYN', [1, 2]);
class K { const A = 1; public const B = self::A + 1; private const P = 'p'; }
enum En: int { case One = 1; const ALIAS = self::One; }
interface IF1 { const I = 'i'; }
var_dump(constant('TOP'), constant('DYN'), constant('K::A'), constant('K::B'), constant('En::One'), constant('En::ALIAS'), constant('IF1::I'), constant('PHP_EOL'), constant('E_ALL'), constant('\\TOP'));
t(fn() => constant('NOPE'));
t(fn() => constant('K::NOPE'));
t(fn() => constant('Nope::A'));
t(fn() => constant('K::P'));
t(fn() => constant(''));
t(fn() => constant('K::'));
var_dump(defined('TOP'), defined('NOPE'), defined('\\TOP'));
var_dump(define('TOP', 2));
var_dump(define('lower_c', 1), constant('lower_c'), defined('LOWER_C'));
t(fn() => define('ARR', [new stdClass]));
var_dump(define('__FOO__', 1), __FOO__);
