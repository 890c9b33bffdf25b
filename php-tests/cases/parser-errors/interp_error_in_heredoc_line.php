<?php
$x = 1;
$s = <<<EOT
line
line {$x->}
line
EOT;
