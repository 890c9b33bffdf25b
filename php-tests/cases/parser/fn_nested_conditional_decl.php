<?php
if (!function_exists('polyfill')) {
    function polyfill() { return 1; }
}
function outer() {
    function inner() {}
}
