<?php
$a = ( int ) $x;
$b = (	string	) $x;
$c = (  array) $x;
$d = (FLOAT) $x;
$e = (Int)$x;
