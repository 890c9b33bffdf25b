<?php
$a = f() ?? g();
$b = $o->m()['k'] ?? null;
$c = A::$b ?? A::C;
