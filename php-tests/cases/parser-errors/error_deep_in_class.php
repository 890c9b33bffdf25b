<?php

namespace App;

use Foo\Bar;

class Service
{
    private array $items = [];

    public function __construct(private Bar $bar)
    {
    }

    public function add(string $item): void
    {
        $this->items[] = $item;
    }

    public function count(): int
    {
        return count($this->items)
    }
}
