<?php
$x = $a <= $b >= $c;
