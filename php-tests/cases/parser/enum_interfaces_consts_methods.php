<?php
interface HasLabel { public function label(): string; }
enum Color: string implements HasLabel, \JsonSerializable {
    case Red = 'r';
    case Green = 'g';
    const DEFAULT = self::Red;
    public function label(): string {
        return match ($this) {
            self::Red => 'Red',
            self::Green => 'Green',
        };
    }
    public static function fromLabel(string $l): self { return self::Red; }
    public function jsonSerialize(): mixed { return $this->value; }
}
