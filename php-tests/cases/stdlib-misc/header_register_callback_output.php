<?php
// The callback runs at the first output, before it.
header_register_callback(function () {
    echo "callback first, headers_sent=", var_export(headers_sent(), true), "\n";
});
echo "output\n";
var_dump(headers_sent());
printf("%s\n", "more");
