<?php
class C {
    public function m(
        #[A] $plain,
        #[B] ?int $nullable = null,
        #[C] int|string $union = 1,
        #[D] &$ref = null,
        #[E] string ...$rest,
    ) {}
}
