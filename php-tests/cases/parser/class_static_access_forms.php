<?php
echo A::B, A::$c, A::class, $a::class, $a::B, $a::$c, static::B, self::class;
echo A::{'m'}();
echo A::$c[0];
echo A::$c::$d;
echo A::B::C;
echo A::B['x'];
