<?php
#[Attribute]
class A { function __construct(...$a) {} }
#[A(a: 1, b: 2, a: 3)]
class B {}
