<?php
class C {
    public function __construct(public private(set) $x) {}
}
