<?php
$x = <<<EOT
  a
 b
  EOT;
