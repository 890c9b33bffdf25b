<?php
var_dump(preg_match('/a # comment
  b/x', 'ab'));
var_dump(preg_match('/a\ b/x', 'a b'));
var_dump(preg_match('/a[ ]b/x', 'a b'));
var_dump(preg_match_all('/ \d  # digit
/x', '1 2', $m), $m);
var_dump(preg_match('/a(?#comment)b/', 'ab'));
var_dump(preg_match_all('/x? # maybe/x', 'ab', $m), $m);
