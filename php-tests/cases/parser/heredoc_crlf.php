<?php
$s = <<<EOT
windows
EOT;
echo $s;
