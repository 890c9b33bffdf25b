<?php
var_dump(preg_replace('/a/', 'b', 'banana', -1, $c), $c);
var_dump(preg_replace('/a/', 'b', 'banana', 2, $c), $c);
var_dump(preg_replace('/z/', 'b', 'banana', -1, $c), $c);
var_dump(preg_replace(['/a/', '/n/'], ['1', '2'], ['banana', 'x' => 'nan', 5 => 'q'], -1, $c), $c);
var_dump(preg_replace('/(/', 'b', 'banana', -1, $c), $c);
