<?php
// String growth by concatenation ends in php's memory-limit fatal error (exit 255), on
// every form: `.=` on a variable, a temporary extended in place, interpolation. The
// message's byte counts depend on the allocator, so the shutdown function prints its
// first words only.
ini_set('display_errors', '0');
ini_set('memory_limit', '16M');
register_shutdown_function(function () {
    $e = error_get_last();
    echo $e['type'], ' ', substr($e['message'], 0, strpos($e['message'], ' (')), "\n";
});
$chunk = str_repeat('x', 1 << 19);
$s = '';
for ($i = 0; $i < 8; $i++) { $s .= $chunk; }
echo strlen($s), "\n";
$t = $s . $chunk . $chunk;
echo strlen($t), "\n";
$u = "$chunk-$chunk";
echo strlen($u), "\n";
unset($t, $u);
for ($i = 0; $i < 100; $i++) { $s .= $chunk . $i; }
echo "not reached\n";
