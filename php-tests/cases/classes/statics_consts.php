<?php
class Counter {
    const START = 10;
    const DOUBLE = self::START * 2;
    const LIST = [self::START, self::DOUBLE, 'x' => PHP_INT_SIZE];
    private const HIDDEN = 'h';
    public static $n = self::START;
    protected static $log = [];
    public static function inc() { static::$n++; self::$log[] = static::$n; return new static; }
    public static function log() { return self::$log; }
    public static function hidden() { return self::HIDDEN; }
}
class Sub extends Counter { const START = 100; public static function make() { return static::class; } }
Counter::inc(); Counter::inc(); Sub::inc();
var_dump(Counter::$n, Sub::$n, Counter::log(), Counter::DOUBLE, Sub::DOUBLE, Counter::LIST, Sub::START);
echo Sub::make(), " ", Counter::class, " ", Sub::hidden(), "\n";
$cls = 'Sub'; echo $cls::START, " ", $cls::make(), " ", (new Sub)::START, "\n";
try { echo Counter::HIDDEN; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo Counter::NOPE; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo Counter::$nope; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo Counter::$log; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Nope; } catch (Error $e) { echo $e->getMessage(), "\n"; }
Counter::$n = 5; Counter::$n += 2; echo Counter::$n, "\n";
var_dump(isset(Counter::$n), isset(Counter::$zz));
