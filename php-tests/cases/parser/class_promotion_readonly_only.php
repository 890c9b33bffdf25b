<?php
class R {
    public function __construct(readonly int $x, readonly ?string $y = null) {}
}
