<?php
function f() {
    global $a, $b;
    global $$name;
    global ${'x' . 'y'};
}
