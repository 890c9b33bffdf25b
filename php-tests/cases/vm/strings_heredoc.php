<?php
$x = 42;
echo <<<EOT
  Value: $x
    indented {$x}
  end
  EOT;
echo "\n";
echo <<<'NOW'
raw $x {$x}
NOW;
echo "\n";
