<?php
function h1($no, $str) { echo "h1: $str\n"; return true; }
function h2($no, $str) { echo "h2: $str\n"; return true; }
var_dump(set_error_handler('h1'));
var_dump(set_error_handler('h2'));
echo $a;
var_dump(restore_error_handler());
echo $b;
var_dump(restore_error_handler());
echo $c;
