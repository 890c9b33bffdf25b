<?php
declare(strict_types=1);

namespace App;

echo __NAMESPACE__;
