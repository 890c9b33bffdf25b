<?php
// Scalars at the top level, with surrounding whitespace.
$inputs = ['1', '-1', '0', '-0', '0.0', '-0.0', '-0e0', '1.5', '-1.25e2', '1E2', '1e-2', '1e+2', '10e0',
           'true', 'false', 'null', '"str"', '""', " \t\r\n 5 \n", '  "x"  ', '123456789012345678',
           '0.1', '3.141592653589793', '2.5E-5', '1.0', '100'];
foreach ($inputs as $in) {
    echo var_export($in, true), ": ";
    var_dump(json_decode($in));
}
