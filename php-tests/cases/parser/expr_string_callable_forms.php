<?php
'Foo::bar'();
['Foo', 'bar']();
"strlen"("x");
