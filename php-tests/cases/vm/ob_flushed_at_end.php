<?php
ob_start(function ($b, $p) { return "{" . $b . "|$p}"; });
ob_start();
echo "inner text";
