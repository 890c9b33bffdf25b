<?php
function f() {
    static $x = g();
    static $y = 1 + 2;
}
