<?php
$v = $a?->b['c']?->d[0];
$w = $f()?->x;
$u = (new Foo)?->bar;
