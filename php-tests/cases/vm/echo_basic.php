<?php
echo "a", "b", 1, 2.5, true, null, false, "\n";
print "printed\n";
$r = print "";
echo $r, "\n";
echo 1.0, " ", 0.1 + 0.2, " ", 1e20, " ", -0.0, " ", 1/3, "\n";
