<?php
interface Shape {
    const SIDES = 0;
    public function area(): float;
    public static function create(): static;
}
