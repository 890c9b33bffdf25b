<?php
var_dump(preg_filter('/\d/', '#', ['1', 'a', '2b', 'c']));
var_dump(preg_filter('/\d/', '#', 'abc'));
var_dump(preg_filter('/\d/', '#', 'a1c'));
var_dump(preg_filter(['/\d/', '/[a-z]/'], ['#', '@'], ['1', 'a', 'A', 'x9'], -1, $c), $c);
var_dump(preg_filter('/(/', '#', ['1']));
