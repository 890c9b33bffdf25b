<?php
declare(foo=1);
echo 1;
