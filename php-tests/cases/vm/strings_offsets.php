<?php
$s = "hello";
echo $s[0], $s[4], $s[-2], "\n";
var_dump(isset($s[4]), isset($s[5]), isset($s['x']), $s[1] ?? 'no');
$s[0] = 'J';
echo $s, "\n";
