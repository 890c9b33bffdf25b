<?php
$cmds = [
    "ls -l", "ls | grep x", "echo 'single'", "echo \"double\"", "echo 'unbalanced", "echo \"unbalanced",
    "a'b\"c'd\"", "'a'b'", "#&;`|*?~<>^()[]{}\$\\", "line\nbreak", "é ü", "bad\xffbyte", "a%b!c", "''''", "\"'\"",
    "rm -rf / ; echo \$(whoami)",
];
foreach ($cmds as $c) {
    var_dump(escapeshellcmd($c));
}
try { escapeshellcmd("a\0b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
