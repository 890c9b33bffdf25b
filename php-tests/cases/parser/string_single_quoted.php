<?php
$a = 'simple';
$b = 'it\'s';
$c = 'back\\slash';
$d = 'no $interp {$here} \n';
$e = '';
$f = 'multi
line';
