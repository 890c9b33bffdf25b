<?php
$f = fn(int $x, string ...$rest): string => $x . implode('', $rest);
$g = fn &(array &$a) => $a;
$h = fn(): ?array => null;
