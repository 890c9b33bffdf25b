<?php
$x = $a?->b(1)?->c(...$args)?->d(named: 2)['k'] ?? null;
