<?php
function a(): int { return "5"; }
var_dump(a());
function b(): ?string { return null; }
var_dump(b());
function c(): string { return 5; }
var_dump(c());
function d(): void { return; }
var_dump(d());
function e(): array { return "x"; }
try { e(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function f(): float { return 1; }
var_dump(f());
