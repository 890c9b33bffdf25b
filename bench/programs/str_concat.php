<?php
// String building with .= in a loop.
$s = '';
for ($i = 0; $i < 4000000; $i++) {
    $s .= 'ab' . $i;
    if ($i % 7 == 0) { $s .= "-"; }
}
echo strlen($s), " ", $s[strlen($s) - 1], $s[strlen($s) - 9], "\n";
