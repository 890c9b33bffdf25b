<?php
f(a: 1, b: 2);
str_pad(string: 'x', length: 10, pad_type: STR_PAD_LEFT);
new Point(x: 1, y: 2);
$o->m(value: 3);
Cls::s(key: 'k');
