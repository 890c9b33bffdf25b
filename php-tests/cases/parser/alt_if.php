<?php
if ($a):
    echo 1;
elseif ($b):
    echo 2;
else:
    echo 3;
endif;
