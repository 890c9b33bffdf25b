<?php
for ($i = 0; $i < 3; $i++) {
    for ($j = 0; $j < 3; $j++) {
        if ($j == 1) continue 2;
        if ($i == 2) break 2;
        echo "$i$j ";
    }
}
echo "\n";
foreach ([1, 2, 3] as $a) {
    foreach ([1, 2, 3] as $b) {
        if ($b > $a) continue 2;
        echo "$a$b ";
    }
}
echo "\n";
$k = 0;
while (true) { switch ($k++) { case 3: break 2; default: echo $k; continue 2; } }
echo "\n";
