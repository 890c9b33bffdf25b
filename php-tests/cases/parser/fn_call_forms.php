<?php
f();
\f();
ns\f();
$fn();
$obj->method();
$obj->$name();
$obj->{'dyn' . 'amic'}();
Cls::method();
Cls::$name();
$cls::method();
'strlen'('x');
[$obj, 'm']();
(function () {})();
f()();
f()['k']();
