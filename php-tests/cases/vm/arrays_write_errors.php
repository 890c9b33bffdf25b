<?php
$s = "abc";
try { $s[] = "x"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$i = 5;
try { $i[0] = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = false;
$f[] = 1;
var_dump($f);
$a = [];
try { $a[[]] = 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s[1] = 'X'; echo $s, "\n";
$s[5] = 'Y'; echo $s, "|\n";
