<?php
declare(strict_types=1);
enum Status: int { case A = 1; }
enum S: string { case A = '1'; }
foreach ([fn() => Status::from('1'), fn() => S::from(1), fn() => Status::tryFrom('1'), fn() => Status::from(1)] as $i => $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo "$i ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
