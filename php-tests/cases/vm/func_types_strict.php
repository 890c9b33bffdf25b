<?php
declare(strict_types=1);
function i(int $x) { return $x; }
function f(float $x) { return $x; }
var_dump(f(5));
try { i("5"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { i(5.0); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function r(): int { return "12"; }
try { r(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
