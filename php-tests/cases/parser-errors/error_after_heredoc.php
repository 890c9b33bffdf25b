<?php
$a = <<<EOT
1
2
3
4
EOT;
$b = 5 6;
