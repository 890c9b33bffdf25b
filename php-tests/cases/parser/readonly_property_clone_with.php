<?php
final class Point {
    public function __construct(public readonly int $x = 0, public readonly int $y = 0) {}
    public function withX(int $x): static {
        return clone($this, ['x' => $x]);
    }
}
