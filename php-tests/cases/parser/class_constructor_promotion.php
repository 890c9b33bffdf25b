<?php
class User {
    public function __construct(
        public int $id,
        protected string $name = 'anon',
        private readonly array $roles = [],
        public ?User $parent = null,
        $notPromoted = 1,
    ) {}
}
