<?php
$a = [<<<EOT
  x
  EOT, <<<EOT
  y
  EOT];
foo(<<<A
a
A . 'suffix');
