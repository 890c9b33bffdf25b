<?php
$s = <<<OUT
outer {${<<<IN
inner
IN}}
OUT;
