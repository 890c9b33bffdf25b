<?php
function f() {
    static $x;
    static $x;
}
