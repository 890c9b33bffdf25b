<?php
class R {
    public readonly int $a;
    readonly protected string $b;
    public function __construct() { $this->a = 1; $this->b = 'x'; }
}
