<?php
function a(int $i, float $f, string $s, bool $b, array $a, callable $c, iterable $it, object $o, mixed $m): void {}
function b(): ?int { return null; }
function c(): int|string { return 1; }
function d(): never { throw new Exception(); }
function e(): false { return false; }
function f(): true { return true; }
function g(): null { return null; }
