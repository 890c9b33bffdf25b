<?php
final readonly class Money {
    public function __construct(
        public int $amount,
        public protected(set) string $currency = 'EUR',
    ) {}
}
