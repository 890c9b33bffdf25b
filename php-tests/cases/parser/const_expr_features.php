<?php
class C {
    const A = [1, 2][0];
    const B = self::A ?? 0;
    const C = 'abc'[1];
    const D = E::Case->value;
    const F = E::Case?->name;
    const G = 1 <=> 2;
    const H = !true;
    const I = PHP_INT_MAX > 0 ? 'big' : 'small';
}
