<?php
trait T { public static $n = 0; public static function inc() { return ++self::$n; } public static function get() { return static::$n; } }
class U { use T; }
for ($i = 0; $i < 2; $i++) { echo T::inc(), "\n"; }
echo U::inc(), U::get(), "\n";
for ($i = 0; $i < 2; $i++) { echo T::$n, "\n"; }
