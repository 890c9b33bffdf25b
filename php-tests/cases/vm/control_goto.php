<?php
$i = 0;
start:
$i++;
if ($i < 3) goto start;
echo $i, "\n";
goto end;
echo "skipped\n";
end:
echo "done\n";
