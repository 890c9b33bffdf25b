<?php
// builtins run as shutdown functions, with no php code running: warnings are "in Unknown
// on line 0", exceptions "in [no active file]" with an "[internal function]" frame
register_shutdown_function("hex2bin", "abc");
register_shutdown_function("func_get_args");
register_shutdown_function("str_repeat", "a", -1);
echo "Done\n";
