<?php
/** @var int */
$x = 1;
/** class doc */
#[A]
/** after attr */
final class C {
    /** const doc */
    const A = 1;
    /** prop doc */
    public int $p;
    /** method doc */
    public function m(/** param doc */ $x) {}
}
