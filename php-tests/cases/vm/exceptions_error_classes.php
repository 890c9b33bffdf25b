<?php
foreach (['Exception', 'Error', 'TypeError', 'ValueError', 'ArgumentCountError', 'ArithmeticError', 'DivisionByZeroError', 'UnhandledMatchError', 'ErrorException', 'RuntimeException', 'LogicException', 'OutOfRangeException'] as $c) {
    $e = new $c("m");
    echo $c, ": ", $e instanceof Throwable ? 'T' : '', $e instanceof Exception ? 'E' : '', $e instanceof Error ? 'R' : '', "\n";
}
$ee = new ErrorException("ee", 1, E_WARNING);
echo $ee->getSeverity(), "\n";
