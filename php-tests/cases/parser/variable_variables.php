<?php
$$name = 1;
$$$deep = 2;
${'dyn' . 'amic'} = 3;
${$a['k']} = 4;
$$a['k'] = 5;
$obj->$prop['k'];
echo $$a->b;
