<?php
$fns = ['ctype_alnum', 'ctype_alpha', 'ctype_cntrl', 'ctype_digit', 'ctype_graph', 'ctype_lower', 'ctype_print', 'ctype_punct', 'ctype_space', 'ctype_upper', 'ctype_xdigit'];
for ($i = 0; $i < 256; $i++) { $c = chr($i); echo $i, ' '; foreach ($fns as $f) echo $f($c) ? '1' : '0'; echo "\n"; }
foreach ($fns as $f) { echo $f, ': '; var_dump($f(''), $f('abc'), $f('ABC'), $f('123'), $f(" \t"), $f('a1!'), $f("\x80"), $f('ff'), $f('.,;')); }
