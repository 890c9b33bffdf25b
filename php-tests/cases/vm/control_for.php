<?php
for ($i = 0; $i < 5; $i++) echo $i;
echo "\n";
for ($i = 0, $j = 10; $i < $j; $i += 3, $j -= 3) echo "$i-$j ";
echo "\n";
for (;;) { echo "inf"; break; }
echo "\n";
for ($i = 0; $i < 10; $i++) { if ($i % 2) continue; echo $i; }
echo "\n";
