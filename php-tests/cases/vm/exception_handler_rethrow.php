<?php
set_exception_handler(function ($e) {
    echo "handler: ", $e->getMessage(), "\n";
    throw new RuntimeException("from handler");
});
throw new Exception("first");
