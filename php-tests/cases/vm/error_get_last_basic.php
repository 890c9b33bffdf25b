<?php
// The file entry is compared, since its length depends on where the case lives.
function last() {
    $e = error_get_last();
    if (is_array($e)) {
        $e['file'] = $e['file'] === __FILE__ ? 'this file' : $e['file'];
    }
    return $e;
}
var_dump(last());
echo $a;
var_dump(last());
error_clear_last();
var_dump(last());
@trigger_error("quiet", E_USER_WARNING);
var_dump(last());
set_error_handler(function () { return true; });
trigger_error("handled, not recorded");
var_dump(last()['message']);
