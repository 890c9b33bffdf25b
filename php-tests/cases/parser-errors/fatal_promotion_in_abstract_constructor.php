<?php
abstract class C {
    abstract public function __construct(public int $x);
}
