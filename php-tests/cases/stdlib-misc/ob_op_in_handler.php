<?php
// an output-buffering operation inside a running output handler is php's fatal error:
// every buffer is dropped first, so what was buffered never appears
function h($buf) {
    echo "handler output is dropped";
    ob_flush();
    return "never: $buf";
}
function shut() { echo "shutdown runs\n"; }
register_shutdown_function('shut');
echo "before\n";
ob_start('h');
echo "buffered";
ob_end_flush();
echo "not reached\n";
