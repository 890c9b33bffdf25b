<?php
class S {
    public static $count = 0;
    static public $x;
    public static function inc() { static::$count++; self::$count++; }
    final public static function f() {}
}
echo S::$count;
S::inc();
