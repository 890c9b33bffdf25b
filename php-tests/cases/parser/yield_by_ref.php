<?php
function &refGen() {
    $v = 1;
    yield $v;
    yield 'k' => $v;
}
