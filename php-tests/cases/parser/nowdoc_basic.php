<?php
$s = <<<'EOT'
no $interpolation {$here}
EOT;
