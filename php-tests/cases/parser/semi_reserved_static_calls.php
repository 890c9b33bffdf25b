<?php
echo A::list(), A::new(), A::class, A::function(), A::print(), A::exit();
echo $o->array, $o->echo, $o->new(), $o->namespace, $o->use();
echo A::FOREACH, A::INTERFACE, A::TRAIT;
