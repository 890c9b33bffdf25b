<?php
// a private final constructor still cannot be overridden
class P { private final function __construct() { echo "P ctor\n"; } static function make() { return new static; } }
echo "start\n";
if (true) {
    class Q extends P { public function __construct() { echo "Q ctor\n"; } }
}
echo "not reached\n";
