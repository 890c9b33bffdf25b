<?php
$s = <<<EOT
never closed
