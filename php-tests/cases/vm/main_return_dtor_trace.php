<?php
// `return EXPR;` in the main script frees the value inside the return: its destructor's
// trace shows the script's line, not [internal function].
class D {
    public function __destruct() {
        echo "dtor\n";
        debug_print_backtrace();
        throw new Exception("from dtor");
    }
}
echo "start\n";
if (true) {
    return new D;
}
echo "not reached\n";
