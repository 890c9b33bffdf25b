<?php
$f = exit(...);
$g = die(...);
$h = 'exit';
