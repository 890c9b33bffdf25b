<?php
function inner($a, $b) { throw new Exception("traced"); }
function outer() { inner(1, "a string that is long"); }
try { outer(); } catch (Exception $e) {
    echo count($e->getTrace()), "\n";
    echo $e->getTrace()[0]['function'], " ", $e->getTrace()[1]['function'], "\n";
}
