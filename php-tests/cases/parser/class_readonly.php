<?php
readonly class Point {
    public function __construct(public int $x, public int $y) {}
}
final readonly class P2 {}
readonly final class P3 {}
abstract readonly class P4 {}
