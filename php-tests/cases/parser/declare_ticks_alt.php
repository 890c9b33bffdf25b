<?php
declare(ticks=2):
    echo "alt";
enddeclare;
