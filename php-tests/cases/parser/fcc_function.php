<?php
$f = strlen(...);
$g = \ns\func(...);
$h = $closure(...);
