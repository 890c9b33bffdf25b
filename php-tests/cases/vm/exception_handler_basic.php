<?php
var_dump(set_exception_handler(function ($e) {
    echo "handler: ", get_class($e), ": ", $e->getMessage(), "\n";
}));
register_shutdown_function(function () { echo "shutdown\n"; });
echo "before\n";
throw new LogicException("boom");
echo "never\n";
