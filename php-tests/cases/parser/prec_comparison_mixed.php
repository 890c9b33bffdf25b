<?php
$a = 1 < 2 == true;
$c = $p <> $q;
$d = $x !== $y and $z;
