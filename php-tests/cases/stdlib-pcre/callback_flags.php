<?php
var_dump(preg_replace_callback('/(a)(b)?/', function ($m) { var_dump($m); return 'X'; }, 'a ab', -1, $c, PREG_OFFSET_CAPTURE), $c);
var_dump(preg_replace_callback('/(a)(b)?/', function ($m) { var_dump($m); return 'X'; }, 'a', -1, $c, PREG_UNMATCHED_AS_NULL));
