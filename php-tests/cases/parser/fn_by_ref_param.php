<?php
function inc(&$x) { $x++; }
$v = 1;
inc($v);
