<?php
$outer = new class {
    public function inner() {
        return new class {
            public function deepest() { return fn() => new class {}; }
        };
    }
};
