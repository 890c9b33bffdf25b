<?php
function sw($x) {
    switch ($x) {
        case 1: echo "one"; break;
        case 2:
        case 3: echo "two-or-three"; break;
        case "a": echo "letter a"; break;
        default: echo "default";
        case 99: echo "+99"; break;
    }
    echo "\n";
}
sw(1); sw(2); sw(3); sw("a"); sw(7); sw(99); sw("1");
switch (true) { case 5 > 3: echo "first true\n"; break; case true: echo "no\n"; }
