<?php
while ($i < 3):
    $i++;
endwhile;
for ($i = 0; $i < 3; $i++):
    echo $i;
endfor;
foreach ($arr as $k => $v):
    echo $v;
endforeach;
