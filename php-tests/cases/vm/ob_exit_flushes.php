<?php
register_shutdown_function(function () {
    echo "shutdown sees level ", ob_get_level(), "\n";
});
ob_start(function ($b, $p) { return "[" . $b . "]"; });
echo "before exit\n";
exit(0);
echo "never";
