<?php
// ob_start() reports why a callback is not callable as zend_fcall_info_init does
class C {
    function h($s) { return $s; }
    static function s($s) { return "S:" . $s; }
    private static function p($s) { return $s; }
}
var_dump(ob_start(5));
var_dump(ob_start([1, 2, 3]));
var_dump(ob_start(["C"]));
var_dump(ob_start("C::h"));
var_dump(ob_start([new C, "nope"]));
var_dump(ob_start(["nonExistent", "f"]));
var_dump(ob_start(["C", "nonExistent"]));
var_dump(ob_start("no_such_function"));
var_dump(ob_start(["C", "p"]));
var_dump(ob_start("C::s"));
echo "x\n";
ob_end_flush();
var_dump(ob_start([new C, "h"]));
echo "y\n";
ob_end_flush();
print_r(ob_list_handlers());
