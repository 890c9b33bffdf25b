<?php
// A constant's namespace is case-insensitive, its own name case-sensitive (define and const).
namespace Foo\Bar;
const BAZ = 1;
define('NS1\ns2\const1', 'value1');
var_dump(\ns1\NS2\const1, \NS1\ns2\const1, BAZ, \foo\bar\BAZ, \FOO\BAR\BAZ);
var_dump(defined('foo\BAR\BAZ'), constant('FOO\bar\BAZ'), defined('foo\bar\baz'));
var_dump(define('FOO\BAR\BAZ', 2));
try { var_dump(\foo\bar\baz); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
define('ns1\ns2\const2', 'value2');
define('ns1\NS2\coNSt3', 'value3');
echo \NS1\ns2\const2, \ns1\NS2\const2, \NS1\ns2\coNSt3, \ns1\ns2\coNSt3, "\n";
try { echo \NS1\ns2\coNSt1; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
