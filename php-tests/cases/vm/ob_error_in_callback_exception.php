<?php
ob_start(function ($b) { throw new Exception("in callback"); });
echo "buffered";
try {
    ob_end_flush();
} catch (Exception $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
var_dump(ob_get_level());
