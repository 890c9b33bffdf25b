<?php
// register_shutdown_function() passes its extra arguments, checks the callback at once,
// and runs the functions in order after the script (and after an uncaught exception)
register_shutdown_function(function ($a, $b = "-") { echo "[$a $b]\n"; }, "x", "y");
register_shutdown_function("printf", "%s-%s\n", 1, 2);
register_shutdown_function([new ArrayObject([3, 1, 2]), "count"]);
class S { static function bye(...$all) { echo "bye ", count($all), "\n"; } }
register_shutdown_function("S::bye", [], null, 0);
try {
    register_shutdown_function("nope");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    register_shutdown_function([new S, "missing"]);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo "end\n";
throw new Exception("uncaught");
