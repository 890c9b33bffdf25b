<?php
$a = $arr[0][1]['k'];
$b = $str[0];
$c = 'literal'[0];
$d = [1, 2][1];
$e = "string"[1];
$f = CONSTANT[0];
$g = Cls::CONST[0];
$h = f()[0];
$i = $o->m()[0]->p;
$j = ($x)[0];
