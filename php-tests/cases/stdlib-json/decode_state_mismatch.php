<?php
// A container closed by the other bracket: "State mismatch".
foreach (['[}', '{]', '[1}', '{"a":1]', '[1,}', '{"a":1,]', '[[1}]', '{"a":[}', '[{]}', '[1,2}'] as $in) {
    echo $in, " => ";
    var_dump(json_decode($in), json_last_error(), json_last_error_msg());
}
