<?php
class Y {
#[A1(foo())]
public
function f() {}
}
