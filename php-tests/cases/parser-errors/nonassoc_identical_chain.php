<?php
$b = $x === $y !== $z;
