<?php
register_shutdown_function(function () {
    $s = ob_get_clean();
    echo "captured: ", strlen($s), " bytes\n";
});
ob_start();
echo "main output";
