<?php
class C {
    public string|int $v {
        set(string|int|float $value) { $this->v = (string) $value; }
    }
}
