<?php
function f(iterable|object $a, ?int $b = null, int|string|null $c = null, (A&B)|C $d = null): static|null {}
