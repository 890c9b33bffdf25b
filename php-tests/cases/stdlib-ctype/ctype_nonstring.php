<?php
$fns = ['ctype_alnum', 'ctype_alpha', 'ctype_digit', 'ctype_space', 'ctype_xdigit', 'ctype_upper', 'ctype_punct'];
foreach ([null, true, false, 1.5, [], new stdClass, 48, 65, 32, -1, -128, -129, 255, 256, 1000] as $v) {
    foreach ($fns as $f) { echo $f, '(', json_encode($v), ') = '; var_dump($f($v)); }
}
