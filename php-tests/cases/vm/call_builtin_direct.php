<?php
// calls of php's own functions with positional by-value arguments (one op each in rphp)
function show($label, $v) { echo $label, ': '; var_dump($v); }

show('strlen', strlen("hello"));
show('strlen int', strlen(12345));
show('substr', substr("abcdef", -3, 2));
show('dechex', dechex(255));
show('dechex loop', implode(',', array_map(fn($i) => dechex($i), [0, 15, 16, 4095])));
show('max', max(3, 9, 4));
show('str_repeat', str_repeat("ab", 3));
show('nested', strtoupper(substr(str_repeat("xy", 3), 1, 4)));
$s = "hello world";
for ($i = 0, $acc = ''; $i < 5; $i++) {
    $acc .= substr($s, $i, 1) . dechex($i + 10);
}
show('loop', $acc);

// errors from the builtin, with its frame in the trace
try {
    str_repeat("x", -1);
} catch (ValueError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
try {
    strlen();
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
try {
    strlen("a", "b");
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
try {
    strlen([]);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo intdiv(7, 2), "\n";
try {
    echo intdiv(1, 0);
} catch (DivisionByZeroError $e) {
    echo $e->getMessage(), "\n";
}

// an undefined variable argument warns before the builtin runs: the handler first
set_error_handler(function ($no, $msg, $file, $line) {
    echo "handler: $msg (line $line)\n";
    return true;
});
printf("printf got [%s]\n", $undefined);
echo strlen($missing), "\n";
restore_error_handler();

// a handler that throws stops the call before the builtin runs
set_error_handler(function ($no, $msg) { throw new ErrorException($msg); });
try {
    printf("never printed %s\n", $nothing);
} catch (ErrorException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
restore_error_handler();

// deprecations and warnings the builtin itself raises
echo str_pad("5", 3, "0", STR_PAD_LEFT), "\n";
var_dump(array_sum([1, 2, "3"]));
echo htmlspecialchars("<a href='x'>"), "\n";

// an unused result, and a temporary array whose last reference frees an object
class D { function __destruct() { echo "D destructed\n"; } }
count([new D]);
echo "after count\n";
strlen("unused");
echo count([1, 2, 3]), "\n";
