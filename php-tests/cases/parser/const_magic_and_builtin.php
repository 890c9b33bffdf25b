<?php
echo PHP_VERSION, PHP_OS, E_ALL, true, FALSE, Null, M_PI, __LINE__, PHP_INT_SIZE;
echo \true, \PHP_EOL;
