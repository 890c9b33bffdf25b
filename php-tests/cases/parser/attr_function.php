<?php
#[Pure]
function f() {}
#[A, B(1, 2)]
#[C(name: 'x')]
function g() {}
