<?php
if ($a):
    echo 1;
else if ($b):
    echo 2;
endif;
