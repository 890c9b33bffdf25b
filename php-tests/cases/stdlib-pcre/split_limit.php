<?php
foreach ([-1, 0, 1, 2, 3, 10, -2] as $l) {
    echo "limit $l\n";
    var_dump(preg_split('/,/', 'a,b,c,d', $l));
}
var_dump(preg_split('//', 'abcd', 2));
var_dump(preg_split('/,/', ',,a,,b', 2, PREG_SPLIT_NO_EMPTY));
