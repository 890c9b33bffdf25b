<?php
foreach ([null, true, 0, 1.5, "s", [], new stdClass, function () {}] as $v) {
    var_dump(gettype($v), get_debug_type($v));
}
