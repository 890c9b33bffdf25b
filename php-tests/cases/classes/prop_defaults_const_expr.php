<?php
const BASE = 10;
class K {
    const A = 2;
    public $a = self::A * 3;
    public $b = BASE + self::A;
    public $c = [self::A => 'two', 'x' => BASE];
    public $d = 'str' . self::A;
    public $e = PHP_INT_SIZE > 4 ? 'big' : 'small';
    public $f = self::A << 2;
    public static $g = K::A ** 3;
    public $h = null ?? 5;
    public $i = -self::A;
    public $j = !true;
    public $k = E::One;
    public $l = E::One->name;
}
enum E: int { case One = 1; }
var_dump(new K);
var_dump(K::$g);
