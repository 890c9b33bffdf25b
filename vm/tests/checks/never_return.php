<?php
function f(): never {
    return;
}
