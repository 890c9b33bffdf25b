<?php
$a = $b ? $c = 1 : $d = 2;
$x = true ? 'a' : 'b';
