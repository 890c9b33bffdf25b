<?php
$out = `ls -la`;
$x = `echo $var {$arr['k']}`;
$empty = ``;
