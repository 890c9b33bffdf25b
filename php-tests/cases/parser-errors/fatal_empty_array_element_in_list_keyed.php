<?php
['a' => $a, , 'b' => $b] = $arr;
