<?php
// headers_sent(), header(), header_remove(), headers_list() and
// header_register_callback() in the CLI: output starts on line 4.
var_dump(headers_sent($f, $l), $f, $l);
header("X-Foo: bar");
header("X-Baz: 1", false, 201);
header_remove("X-Baz");
header_remove();
var_dump(headers_list());
var_dump(header_register_callback(function () { echo "never\n"; }));
echo "first\n";
var_dump(headers_sent($f, $l), basename($f), $l);
header("X-Late: 1");
var_dump(headers_list());
var_dump(header_register_callback('strlen'));
try {
    header_register_callback('no_such_function');
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
