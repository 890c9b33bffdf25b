<?php
for ($i = 0; $i < 3; $i++):
    echo $i;
endfor;
foreach ([1, 2] as $v):
    echo $v;
endforeach;
while (false):
endwhile;
switch (1):
    case 1: echo "one";
endswitch;
echo "\n";
