<?php
class A {
    const X = 'x';
    const Y = ['a' => 1];
    private const P = 'p';
    public static function getP($n) { return static::{$n}; }
}
$n = 'X';
var_dump(A::{$n});
var_dump(A::{'Y'}['a']);
var_dump(A::{strtolower('x') === 'x' ? 'X' : 'Y'});
$cls = 'A';
var_dump($cls::{$n});
var_dump(A::getP('P'));
try { var_dump(A::{'P'}); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(A::{'NONE'}); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$bad = 5;
try { var_dump(A::{$bad}); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
enum E: string { case One = 'one'; case Two = 'two'; const ALIAS = self::One; }
$c = 'Two';
var_dump(E::{$c}, E::{$c}->value, E::{'ALIAS'});
try { var_dump(A::{[]}); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
