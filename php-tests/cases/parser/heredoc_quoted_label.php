<?php
$s = <<<"EOT"
quoted label {$x}
EOT;
