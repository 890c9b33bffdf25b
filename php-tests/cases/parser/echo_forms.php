<?php
echo 'a';
echo 'a', 'b', 'c';
echo('x');
echo('x'), ('y');
echo 1 . 2, 3 + 4;
