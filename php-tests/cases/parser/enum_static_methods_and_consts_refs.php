<?php
enum Size: int {
    case S = 1;
    case M = 2;
    public const DEFAULT = self::M;
    public static function fromName(string $n): self {
        return constant("self::$n");
    }
    public function bigger(): bool { return $this->value > self::DEFAULT->value; }
}
