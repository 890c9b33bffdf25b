<?php
var_dump(preg_match('/(?<year>\d{4})-(?<month>\d\d)/', 'on 2024-05-01', $m), $m);
var_dump(preg_match('/(?P<a>x)(?<b>y)?/', 'x', $m), $m);
var_dump(preg_match('/(?P<a>x)(?<b>y)?/', 'x', $m, PREG_UNMATCHED_AS_NULL), $m);
var_dump(preg_match("/(?'q'z)/", 'zz', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match('/(?<n>a)|(?<n>b)/J', 'b', $m), $m);
