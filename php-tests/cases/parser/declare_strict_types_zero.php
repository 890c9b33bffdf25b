<?php
declare(strict_types=0);
