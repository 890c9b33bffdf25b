<?php
interface Named { public string $name { get; } }
class Person implements Named {
    public function __construct(public string $name) {}
}
class Robot implements Named {
    public string $name { get => 'R2'; }
}
