<?php
declare(strict_types=1);

namespace Demo;

enum Suit: string
{
    case Hearts = 'H';
    case Spades = 'S';

    public function label(): string
    {
        return ucfirst(strtolower($this->name));
    }
}

final class Greeter
{
    public function __construct(private readonly string $name = 'world') {}

    public function greet(Suit ...$suits): string
    {
        $labels = array_map(fn(Suit $s): string => $s->label(), $suits);
        return "Hello, {$this->name}! " . implode(', ', $labels) |> strtoupper(...);
    }
}

echo (new Greeter('rphp'))->greet(Suit::Hearts, Suit::Spades), PHP_EOL;
