<?php
class M {
    public function __get($n) {}
    public function __set($n, $v) {}
    public function __isset($n) {}
    public function __unset($n) {}
    public function __call($n, $a) {}
    public static function __callStatic($n, $a) {}
    public function __toString(): string { return ''; }
    public function __invoke() {}
    public function __clone() {}
    public function __debugInfo() { return []; }
    public function __serialize(): array { return []; }
    public function __unserialize(array $d): void {}
    public static function __set_state($a) {}
    public function __destruct() {}
}
