<?php
while ($a):
    echo 1;
endfor;
