<?php
namespace App;

// an unqualified call in a namespace falls back to the global function at run time
function strrev($s) { return "App\\strrev($s)"; }

echo strrev("abc"), "\n";
echo \strrev("abc"), "\n";
echo strtoupper("abc"), "\n";
echo \strlen("abcd"), "\n";

use function str_repeat as rep;
echo rep("-", 5), "\n";

if (!function_exists('App\later')) {
    function later($x) { return "later $x"; }
}
echo later(1), "\n";
echo ucfirst(later(2)), "\n";
