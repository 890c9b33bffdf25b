<?php
class C {
    public function a(): static { return $this; }
    public function b(): never { exit; }
    public function c(mixed $m): mixed { return $m; }
    public function d(): ?static { return null; }
}
