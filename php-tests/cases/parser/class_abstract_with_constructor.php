<?php
abstract class Base {
    public function __construct(protected int $x) {}
    abstract public function run(): void;
}
