<?php
($a)->b;
($a)['k'];
(new Foo)->bar;
($f)();
(Foo::class)::CONST;
