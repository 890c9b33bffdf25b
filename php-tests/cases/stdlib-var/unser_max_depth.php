<?php
function nest($n) { return str_repeat('a:1:{i:0;', $n) . 'i:1;' . str_repeat('}', $n); }
var_dump(unserialize(nest(3), ['max_depth' => 3]) !== false);
var_dump(unserialize(nest(4), ['max_depth' => 3]));
var_dump(unserialize(nest(5), ['max_depth' => 0]) !== false);
var_dump(unserialize('a:1:{i:0;a:0:{}}', ['max_depth' => 1]));
var_dump(unserialize('a:1:{i:0;O:8:"stdClass":0:{}}', ['max_depth' => 1]));
ini_set('unserialize_max_depth', '2');
var_dump(ini_get('unserialize_max_depth'));
var_dump(unserialize(nest(3)));
var_dump(unserialize(nest(3), ['max_depth' => 10]) !== false);
var_dump(unserialize(nest(5000), ['max_depth' => 0]) !== false);
