<?php
$a = clone $b;
$c = clone($d);
$e = clone $f->g;
$h = clone new Foo();
$i = clone $j['k'];
