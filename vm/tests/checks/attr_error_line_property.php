<?php
class X {
#[A1(...[1])]
public
 $x;
}
