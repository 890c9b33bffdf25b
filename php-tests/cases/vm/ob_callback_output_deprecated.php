<?php
ob_start(function ($buf) {
    echo "this is discarded";
    return "(" . $buf . ")";
});
echo "x";
ob_end_flush();
echo "\n";
