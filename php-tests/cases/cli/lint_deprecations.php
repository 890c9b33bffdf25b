<?php
$a = (integer) "1";
$b = (boolean) 0;
echo "\400";
