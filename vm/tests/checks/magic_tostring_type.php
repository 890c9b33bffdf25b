<?php
class C {
    public function __toString(): int {}
}
