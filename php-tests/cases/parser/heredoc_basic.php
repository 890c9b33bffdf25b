<?php
$s = <<<EOT
Hello $name
  indented line
EOT;
