<?php
$a = new \A\B\C();
\A\B\f();
echo \A\B\C::D;
echo \A\B\C::$e;
$f = \A\B\C::class;
