<?php
ob_start(function ($b) { return false; });
echo "passthrough\n";
ob_end_flush();
ob_start(function ($b) { return true; });
echo "swallowed\n";
ob_end_flush();
ob_start(function ($b) { return 42; });
echo "replaced\n";
ob_end_flush();
echo "\n";
ob_start(function ($b) { return ""; });
echo "emptied\n";
ob_end_flush();
echo "end\n";
