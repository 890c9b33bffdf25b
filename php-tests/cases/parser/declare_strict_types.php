<?php
declare(strict_types=1);
echo 1;
