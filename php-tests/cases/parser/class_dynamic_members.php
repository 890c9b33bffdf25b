<?php
$o->$p = 1;
$o->{$p . 'x'} = 2;
$o->{'a b'} = 3;
echo $o->$p->$q;
echo $o->a->b->c;
echo $o->list, $o->class, $o->function, $o->fn;
