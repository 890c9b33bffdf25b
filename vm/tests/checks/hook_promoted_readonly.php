<?php
class C {
    public function __construct(public readonly int $x { get => 1; }) {}
}
