<?php
$a=[10,20,30]; $i=0; $a[$i] += $i++; print_r($a);
$a=[10,20,30]; $i=0; $a[$i] = $i++; print_r($a);
$a=[10,20,30]; $i=0; $a[$i] .= ($i = 2); print_r($a);
$a=[[1],[2]]; $i=0; $j=0; $a[$i][$j] = ($i = 1) + ($j = 0); print_r($a);
$a=[]; $k="x"; $a[$k] = ($k = "y"); print_r($a);
$a=[]; $a[$undef] = 5; print_r($a);
$a=[]; $a[$undef2] = print("side\n"); print_r($a);
$a=[1,2,3]; $i=1; $a[$i++] = $i; print_r($a);
function f() { global $i; $i = 2; return 9; }
$a=[0,0,0]; $i=0; $a[$i] = f(); print_r($a);
$b=[0,0]; $i=0; $a=[[0,0],[0,0]]; $a[$b[$i]][$i] = ($i = 1); print_r($a);
