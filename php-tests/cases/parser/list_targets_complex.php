<?php
[$obj->prop, $arr['k'], $arr[], Cls::$s, $$var] = $values;
[$a[0][1], $o->p->q] = [1, 2];
