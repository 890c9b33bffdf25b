<?php
function f(int|string $a, int|float|null $b, array|Traversable $c, Foo|Bar|false $d): int|false {}
