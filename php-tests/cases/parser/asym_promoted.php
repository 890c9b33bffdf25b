<?php
class P {
    public function __construct(
        public private(set) string $name,
        protected(set) int $x = 0,
        public readonly private(set) int $y = 0,
    ) {}
}
