<?php
// No output before the end: the callback runs when the headers are sent at the end,
// after the shutdown functions and the output buffers.
header("X-Foo: bar");
header("X-Two: a\nX-Three: b");
header("X-Nul: a\0b");
header("X-Trailing: ok\r\n");
var_dump(headers_sent());
header_register_callback(function () { echo "replaced\n"; });
header_register_callback(function () {
    $sent = headers_sent();
    header("X-In: callback");
    echo "callback, headers_sent=", var_export($sent, true), "\n";
    var_dump(headers_sent());
    print_r(headers_list());
});
register_shutdown_function(function () { echo "shutdown\n"; });
ob_start();
echo "buffered\n";
