<?php
function f() {
    return self::X;
}
