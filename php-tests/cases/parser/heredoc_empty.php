<?php
$e = <<<EOT
EOT;
$n = <<<'EOT'
EOT;
