<?php
eval('echo 1;');
$r = eval("return $x;");
eval(<<<'PHP'
echo 2;
PHP);
