<?php
$a = 'one
two
three
four';
$b = "five
six";
$c = = 1;
