<?php
$a = "tab\tnewline\ncr\rvtab\vesc\eformfeed\f";
$b = "null\0octal\101\7hex\x41\xFunicode\u{41}\u{1F418}";
$c = "dollar\$ quote\" backslash\\ unknown\q";
$d = "";
