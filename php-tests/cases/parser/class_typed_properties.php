<?php
class P {
    public int $a = 1;
    protected ?string $b = null;
    private array $c = [];
    public static float $d = 1.0;
    public int|string $e;
    public \Foo\Bar $f;
    public mixed $g;
    public iterable $h;
    public self $i;
}
