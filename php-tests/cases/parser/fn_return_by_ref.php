<?php
function &getRef(array &$arr) {
    return $arr[0];
}
$r = &getRef($data);
