<?php
$f = fn($x) => { return $x; };
