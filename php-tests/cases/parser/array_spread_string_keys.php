<?php
$a = [...['a' => 1], ...$b, ...f(), ...new ArrayIterator([])];
