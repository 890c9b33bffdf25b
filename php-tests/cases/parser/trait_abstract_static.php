<?php
trait Counter {
    private static int $count = 0;
    abstract public function name(): string;
    public static function inc(): int { return ++self::$count; }
    abstract private function secret(): void;
}
