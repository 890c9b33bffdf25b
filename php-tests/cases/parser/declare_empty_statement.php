<?php
declare(ticks=1);
;
