<?php
$f = $obj->getCallback()(...);
$g = (new Foo)->bar(...);
$h = Foo::create()->run(...);
