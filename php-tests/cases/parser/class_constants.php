<?php
class K {
    const A = 1;
    const B = self::A + 1, C = 'c';
    public const D = [1, 2];
    protected const E = null;
    private const F = self::B * 2;
    final public const G = 'g';
    final const H = 1;
}
