<?php
function f() {
    goto nowhere;
}
