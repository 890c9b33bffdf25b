<?php
$i = 0;
while ($i < 5) { echo $i; $i++; }
echo "\n";
do { echo $i; $i--; } while ($i > 2);
echo "\n";
$j = 10;
do { echo "once"; } while (false);
echo "\n";
while (true) { if (++$j > 13) break; echo $j; }
echo "\n";
