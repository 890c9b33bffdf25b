<?php
$a = @file('x');
$b = @$arr['k'];
$c = !!$x;
$d = !@$y;
$e = @include 'f.php';
$f = ~~$x;
