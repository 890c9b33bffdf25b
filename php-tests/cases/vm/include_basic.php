<?php
$shared = "from main";
$ret = include 'inc/vars.inc';
echo $ret, "\n";
echo $fromInclude, "\n";
echo included_function(), "\n";
var_dump(include_once 'inc/vars.inc');
echo "still running\n";
