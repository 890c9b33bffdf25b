<?php
class C {
    public protected(set) static ?C $instance = null;
    public function __construct(final public int $a = 0, final private(set) int $b = 0) {}
}
