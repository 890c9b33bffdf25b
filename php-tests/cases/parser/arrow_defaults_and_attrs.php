<?php
$f = #[Pure] fn($x = 1) => $x;
$g = static fn(?int $x = null): int => $x ?? 0;
