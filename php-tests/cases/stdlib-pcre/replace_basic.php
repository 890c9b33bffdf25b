<?php
var_dump(preg_replace('/a/', 'b', 'banana'));
var_dump(preg_replace('/(\w+) (\w+)/', '$2 $1', 'hello world'));
var_dump(preg_replace('/(\w+) (\w+)/', '\2 \1', 'hello world'));
var_dump(preg_replace('/(\w+) (\w+)/', '${2}1 $11', 'hello world'));
var_dump(preg_replace('/x/', 'y', 'abc'));
var_dump(preg_replace('/(a)(b)?/', '[$2|$1|$3|$0]', 'a ab'));
var_dump(preg_replace('/a/', '\\\\$0 \$0 \\\\0', 'a'));
var_dump(preg_replace('/a/', '$', 'a'), preg_replace('/a/', '${', 'a'), preg_replace('/a/', '${1', 'a'), preg_replace('/a/', '\\', 'a'));
var_dump(preg_replace('/a/', '', 'banana'));
var_dump(preg_replace('//', '-', 'abc'));
var_dump(preg_replace('/x*/', '-', 'abc'));
var_dump(preg_replace('/\d/', '#', '1a2b3', 2));
var_dump(preg_replace('/\d/', '#', '1a2b3', 0));
var_dump(preg_replace('/\d/', '#', '1a2b3', -1));
