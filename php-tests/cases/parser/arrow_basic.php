<?php
$double = fn($x) => $x * 2;
$nested = fn($x) => fn($y) => $x + $y;
