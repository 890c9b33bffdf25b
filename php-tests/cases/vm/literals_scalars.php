<?php
var_dump(0x1F, 0b101, 0o17, 017, 1_000_000, PHP_INT_MAX + 1, 1.5e3, .5, 7E-10);
var_dump('single $x \n', "tab\tnew\\n", "\x41\101\u{1F600}");
var_dump(true, FALSE, Null);
