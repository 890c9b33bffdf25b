<?php
try {
    trigger_error("bad", E_WARNING);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
trigger_error("bad", 12345);
