<?php
f(1, 2, c: 3, d: 4);
f(...$args, named: 1);
