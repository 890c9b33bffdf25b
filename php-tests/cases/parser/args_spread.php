<?php
f(...$args);
f(1, ...$rest);
f(...[1, 2, 3], ...$more);
$arr = [...$a, ...$b, 'k' => 1, ...gen()];
new Foo(...$params);
