<?php
$fp = fopen(__FILE__, 'r');
fseek($fp, __COMPILER_HALT_OFFSET__);
var_dump(__COMPILER_HALT_OFFSET__, stream_get_contents($fp));
__halt_compiler();raw data after the halt
line two
