<?php
$s = <<<EOT
body
EOT text;
