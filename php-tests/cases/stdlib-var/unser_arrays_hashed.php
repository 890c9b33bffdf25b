<?php
// unserialize() reads every non-empty array into the hashed form, as php does, even a
// list (debug_zval_dump shows no "packed"); arrays built afterwards are unaffected.
$a = unserialize('a:2:{i:0;i:1;i:1;a:1:{i:0;s:1:"x";}}');
debug_zval_dump($a);
debug_zval_dump(unserialize('a:0:{}'));
$a[] = 3;
var_dump($a);
debug_zval_dump([1, 2]);
