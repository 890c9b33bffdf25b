<?php
interface Animal {}
class Dog implements Animal {}
class Shelter {
    public function adopt(string $name): Animal { return new Dog; }
    public function feed(Dog $d): ?Animal { return null; }
    public function cnt(int $a, $b = 1): int|string { return 1; }
    public function it(): iterable { return []; }
    public static function make(): static { return new static; }
}
class DogShelter extends Shelter {
    public function adopt(string|int $name, ...$rest): Dog { return new Dog; }
    public function feed(Animal|null $d, int $extra = 0): Dog { return new Dog; }
    public function cnt(int|float $a, $b = 2, $c = 3): int { return 2; }
    public function it(): array { return [1]; }
    public static function make(): static { return new static; }
}
$s = new DogShelter;
var_dump($s->adopt(1), $s->feed(null), $s->cnt(1.5), $s->it(), DogShelter::make());
abstract class AbsPar { abstract protected function f(): mixed; }
class Wider extends AbsPar { public function f(): int { return 1; } }
var_dump((new Wider)->f());
echo "ok\n";
