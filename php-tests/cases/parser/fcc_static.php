<?php
$s = Foo::bar(...);
$t = static::create(...);
$u = $class::{'make'}(...);
$v = parent::__construct(...);
