<?php
$r = !$a instanceof B;
$s = $a instanceof B && $c instanceof D;
$t = -$a instanceof B;
