<?php
$a = array_map('intval', array('1'));
$b = Array(1, 2);
$c = ARRAY();
