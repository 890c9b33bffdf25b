<?php
$a = <<<EOT
line 2
line 3
line 4
EOT;
$b = "line 6
line 7";
$c = 'line 8
line 9';
__LINE__;
