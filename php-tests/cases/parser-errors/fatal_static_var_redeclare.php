<?php
function f() {
    static $a;
    static $a;
}
