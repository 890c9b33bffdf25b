<?php
// an uncaught ParseError (the class itself) is reported as a parse error, no trace
function f() {
    try {
        eval('$x = ;');
    } catch (ParseError $e) {
        echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n";
    }
    eval("\$a\x7Fb = 3;");
}
echo "before\n";
f();
echo "not reached\n";
