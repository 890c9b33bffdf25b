<?php
$a = &$b[0];
$c = &$o->p;
