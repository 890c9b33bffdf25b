<?php
#[
    A,
    B(1),
    C(x: 1),
]
function f() {}
