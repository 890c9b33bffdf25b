<?php
class Service {
    public function __construct(
        private Logger $logger = new NullLogger(),
        private array $opts = [],
    ) {}
}
function f($x = new Foo(1, b: 2)) {}
static $s = new Bar;
const C = new Baz();
#[Attr(new Dep())]
class X {}
