<?php
function f(INT $a, String $b, BOOL $c, ARRAY $d): VOID {}
