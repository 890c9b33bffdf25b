<?php
function f(?int $x = null) { var_dump($x); }
f();
f(5);
