<?php
function f($list, $class, $function) {}
f(list: 1, class: 2, function: 3);
