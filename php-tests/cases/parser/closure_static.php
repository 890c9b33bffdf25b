<?php
$f = static function () { return 1; };
$g = static fn() => 2;
