<?php
namespace N;
use Other\Thing;
echo Thing::class, \Abs::class, Rel\X::class, namespace\Y::class, static::class;
