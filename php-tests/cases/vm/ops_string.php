<?php
$s = "abc" . "def";
echo $s, "\n";
$s .= "!";
echo $s, "\n";
echo "x" . 1 . 2.5 . true . null, "\n";
echo str_repeat("ab", 3), "|", strlen("hello"), "\n";
