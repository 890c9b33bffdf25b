<?php
ob_start(function ($b, $p) { return "<<" . $b . ">>"; });
echo "partial\n";
throw new Exception("escape");
