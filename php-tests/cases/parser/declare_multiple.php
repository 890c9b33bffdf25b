<?php
declare(strict_types=1, ticks=1);
