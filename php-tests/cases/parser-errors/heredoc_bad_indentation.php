<?php
$s = <<<EOT
  a
 b
  EOT;
