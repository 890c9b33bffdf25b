<?php
// Builtins with a fast entry (sprintf, str_repeat, str_pad, strpos, str_contains, substr,
// strcmp, md5, sha1, crc32) called in a loop with plain and not-so-plain arguments: the
// fast entry must give the full builtin's results, and leave coercions, warnings and
// errors to it.
function run($f, ...$args) {
    try {
        $r = $f(...$args);
        echo $f, ": ", var_export($r, true), "\n";
    } catch (\Throwable $e) {
        echo $f, ": ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
function direct() {
    for ($i = -3; $i < 4; $i++) {
        echo sprintf("%05d|%-6s|%x|%X|%o|%b|%c|%u|%+d|%'*8.3f|%e|%g|%%|%5.1s", $i, "ab$i", $i, $i, $i & 7, $i & 7, 65 + $i, $i, $i, $i / 7, $i * 1000.5, $i / 3, "xyz"), "\n";
        echo sprintf("%2\$s %1\$s %s", "a$i", $i), "|", sprintf("%.60f", 1.5), "\n";
        echo str_repeat("ab", max($i, 0)), "|", str_repeat("-", $i + 3), "|", str_pad("$i", 6, "0", STR_PAD_LEFT), "|", str_pad("x", $i + 4, "-=", STR_PAD_BOTH), "|", str_pad("abc", $i), "|\n";
        var_dump(strpos("hello world hello", "hello", $i), strpos("abc", "", $i), str_contains("abc", "c$i"));
        echo substr("abcdef", $i), "|", substr("abcdef", $i, 2), "|", substr("abcdef", 1, $i), "|", substr("abcdef", $i, null), "|\n";
        echo strcmp("a$i", "a0"), " ", strcmp("abc", "abd"), " ", strcmp("b", "abc"), " ", strcmp("", ""), "\n";
        echo md5("x$i"), " ", sha1("x$i"), " ", bin2hex(md5("x$i", true)), " ", crc32("x$i"), "\n";
    }
    echo sprintf("%d %s %.2f", "12abc", 3.5, "7"), "\n";
    echo sprintf("%s", true), sprintf("[%s]", null), "\n";
    echo sprintf("%05.1f|%-05d|%05s", -2.345, -3, "ab"), "\n";
    echo str_pad(5, 3, 0, STR_PAD_LEFT), " ", str_repeat(1, 3), " ", substr(12345, 1, 2), " ", strpos(12345, "3"), "\n";
    echo md5(123), " ", crc32(1.5), " ", sha1(""), "\n";
}
direct();
// needles whose first byte comes often before (or without) a match
foreach ([[str_repeat("ab", 20) . "abc", "abc"], [str_repeat("a", 30) . "b", "aab"], ["aaaa", "ab"],
          [str_repeat("x", 100) . "xy", "xy"], ["abcab", "ab"], [str_repeat("ba", 12), "bab"], ["ab", "abc"]] as [$h, $n]) {
    var_dump(strpos($h, $n), strpos($h, $n, 1), str_contains($h, $n), stripos($h, strtoupper($n)));
}
run('sprintf', "%d %d", 1);
run('sprintf', "%z", 1);
run('sprintf', "%", 1);
run('sprintf', "%.70f", 1.0);
run('sprintf', "%d", []);
run('sprintf', "%s", 1.25);
run('str_repeat', "ab", -1);
run('str_pad', "ab", 5, "");
run('str_pad', "ab", 1, "");
run('str_pad', "ab", 5, " ", 7);
run('strpos', "abc", "b", 4);
run('strpos', "abc", "b", -4);
run('strpos', "abc", "b", -2);
run('strcmp', "a", null);
run('md5', "a", 1);
run('sha1', "a", false);
run('crc32', []);
