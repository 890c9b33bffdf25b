<?php
$s = "start {$a} mid $b end";
$t = <<<X
 $a {$b} ${c}
X;
