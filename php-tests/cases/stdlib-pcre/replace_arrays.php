<?php
var_dump(preg_replace(['/a/', '/b/'], ['b', 'c'], 'ab'));
var_dump(preg_replace(['/a/', '/b/'], 'x', 'abc'));
var_dump(preg_replace(['/a/', '/b/', '/c/'], ['1'], 'abc'));
var_dump(preg_replace(['/a/', '/b/'], [5 => 'B', 2 => 'A'], 'ab'));
var_dump(preg_replace('/a/', 'x', ['k' => 'aa', 3 => 'ba', 'c']));
var_dump(preg_replace(['/a/', '/(/'], 'x', ['aa', 'bb']));
var_dump(preg_replace([], 'x', 'abc'));
var_dump(preg_replace('/a/', 'x', []));
try { var_dump(preg_replace('/a/', ['x'], 'abc')); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(preg_replace('/\d/', 'N', [1, 2.5, true, null]));
