<?php
[$a, &$b] = $arr;
list(&$c, list(&$d)) = $arr;
['k' => &$v] = $arr;
