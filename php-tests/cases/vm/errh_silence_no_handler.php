<?php
$v = @$undefined;
var_dump($v);
var_dump(error_get_last()['message']);
echo @$arr['k'], "x\n";
