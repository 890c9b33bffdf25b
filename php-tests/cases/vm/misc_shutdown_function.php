<?php
register_shutdown_function(function () { echo "shutdown ran\n"; });
echo "main done\n";
