<?php
var_dump(localeconv());
setlocale(LC_ALL, 'C');
var_dump(localeconv()['decimal_point'], localeconv()['grouping']);
$texts = [
    "Hello world",
    "\xf9\xec\xe5\xed \xf2\xe5\xec\xed",
    "abc \xe0\xe1\xe2 def.\n\xe3\xe4 (x) [y] {z} <w> a/b\\c",
    "line1\nline2 \xe0\xe1\xe2\xe3 xyz\r\n",
    "\xe0\xe1, \xe2\xe3! \xe4\xe5? 12-34 / 56 end.",
    "  leading and trailing blanks  ",
    "\n\n\xe0\n\n",
    "x",
    "\xe0",
    "\xe0 word another-word \xe1\xe2\xe3 \xe4\xe5\xe6\xe7\xe8 more english text here",
];
foreach ($texts as $s) {
    foreach ([0, 1, 3, 5, 10, 100, -1] as $max) {
        echo $max, ": ", bin2hex(hebrev($s, $max)), "\n";
    }
}
var_dump(hebrev(''));
var_dump(hebrev('', 5));
try { hebrev([]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { hebrev('x', 'y'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
