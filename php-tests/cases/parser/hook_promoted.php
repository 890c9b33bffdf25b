<?php
class P {
    public function __construct(
        public string $name {
            set => ucfirst($value);
        },
        public int $age = 0 {
            get => $this->age;
        },
    ) {}
}
