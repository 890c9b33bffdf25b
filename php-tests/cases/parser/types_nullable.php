<?php
function f(?int $a, ?string $b, ?array $c, ?Foo $d, ?\Bar\Baz $e): ?Foo {}
