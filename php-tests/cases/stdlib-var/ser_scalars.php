<?php
foreach ([null, true, false, 0, 1, -1, PHP_INT_MAX, PHP_INT_MIN, "", "abc", "h\0llo", "ümlaut"] as $v) {
    var_dump(serialize($v));
}
