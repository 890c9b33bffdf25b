<?php
// ob_start() with a chunk size: the handler runs with PHP_OUTPUT_HANDLER_WRITE each time
// the buffer fills, then at flush/clean/end with the rest; nested buffers pass chunks down
$log = [];
function h($s, $phase) {
    global $log;
    $log[] = "$phase:" . strlen($s);
    return "[" . $s . "]";
}
ob_start('h', 4);
echo "ab";
echo "cd";          // fills the chunk
echo "efghij";      // over it
echo "k";
ob_flush();
echo "lm";
ob_clean();
echo "nopq";
echo "r";
ob_end_flush();
echo "\n";
print_r($log);

$log = [];
ob_start('h', 3);
print "12";
printf("%s", "345");
print_r([1]);
ob_end_clean();
print_r($log);

// nested: the inner buffer's chunks fill the outer one
$log = [];
function outer($s, $phase) { global $log; $log[] = "outer $phase:" . strlen($s); return strtoupper($s); }
ob_start('outer', 5);
ob_start('h', 2);
echo "xy";
echo "z";
ob_end_flush();
ob_end_flush();
echo "\n";
print_r($log);

// the default handler with a chunk size, and a status
ob_start(null, 3);
echo "abcd";
$st = ob_get_status();
ob_end_flush();
echo "\n", $st['chunk_size'], " ", $st['buffer_used'], "\n";

// an internal function as handler gets two arguments
ob_start("str_rot13");
echo "foo\n";
try {
    ob_end_flush();
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
ob_start("str_rot13", 1);
try {
    echo "bar\n";
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
ob_end_flush();
echo "done\n";
