<?php
$x = 1;
unset($x);
