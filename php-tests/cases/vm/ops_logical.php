<?php
function t($x) { echo "t($x) "; return $x; }
var_dump(t(true) && t(false));
var_dump(t(false) && t(true));
var_dump(t(true) || t(false));
var_dump(t(false) || t(true));
var_dump(true xor true, true xor false, !0, !"a");
$a = false or true;
var_dump($a);
