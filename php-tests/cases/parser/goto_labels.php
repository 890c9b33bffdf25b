<?php
goto end;
echo 'skipped';
end:
echo 'done';
loop:
$i++;
if ($i < 3) goto loop;
