<?php
class C {
    public function __construct(public int ...$x) {}
}
