<?php
function f() {
    if ($a) {
        echo 1;
    
}
