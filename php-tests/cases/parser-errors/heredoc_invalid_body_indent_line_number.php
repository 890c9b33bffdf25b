<?php




















$s = <<<EOT
    ok
  bad
    EOT;
