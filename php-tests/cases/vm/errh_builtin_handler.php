<?php
// A handler named by a string; the file argument is compared, since its length depends on
// where the case lives.
function show(...$args) {
    $args[2] = $args[2] === __FILE__ ? 'this file' : $args[2];
    var_dump(...$args);
}
set_error_handler('show');
echo $undefined;
trigger_error("user note");
echo "end\n";
