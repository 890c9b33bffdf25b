<?php
[$a, $b,] = $arr;
list($c, $d,) = $arr;
