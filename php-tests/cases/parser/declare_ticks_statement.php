<?php
declare(ticks=1);
$a = 1;
