<?php
f(1, 2, 3,);
$o->m(a: 1,);
new A(1,);
isset($a, $b,);
unset($a, $b,);
