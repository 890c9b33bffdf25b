<?php
function make() {
    return new Exception("made", 7);
}
$e = make();
echo $e->getLine(), " ", $e->getCode(), " ", $e->getMessage(), "\n";
echo get_class($e->getPrevious() ?? new stdClass), "\n";
