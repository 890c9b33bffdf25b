<?php
$classes = ['Throwable', 'Exception', 'Error', 'ErrorException', 'TypeError', 'ValueError', 'ArgumentCountError', 'ArithmeticError', 'DivisionByZeroError', 'CompileError', 'ParseError', 'UnhandledMatchError', 'JsonException', 'LogicException', 'BadFunctionCallException', 'BadMethodCallException', 'DomainException', 'InvalidArgumentException', 'LengthException', 'OutOfRangeException', 'RuntimeException', 'OutOfBoundsException', 'OverflowException', 'RangeException', 'UnderflowException', 'UnexpectedValueException'];
foreach ($classes as $c) {
    echo $c, ": parent=", var_export(get_parent_class($c), true), " interfaces=", implode(',', array_keys(class_implements($c))), "\n";
}
function thrower($what) {
    switch ($what) {
        case 0: return 1 % 0;
        case 1: return intdiv(PHP_INT_MIN, -1);
        case 2: return strlen();
        case 3: return match(99) { 1 => 'a' };
        case 4: return str_repeat('x', -1);
        case 5: return array_combine([1], []);
        case 6: return 1 << -1;
        case 7: return new DateTime('garbage');
        case 8: return json_decode('{', flags: JSON_THROW_ON_ERROR);
        case 9: return (function (int $x) {})('a');
        case 10: return 1 / 0;
        case 11: return undefined_function();
        case 12: throw new ErrorException('ee', 5, E_WARNING, 'file.php', 7);
        case 13: return eval('$x = ;');
    }
}
for ($i = 0; $i <= 13; $i++) {
    try { thrower($i); } catch (Throwable $e) {
        echo $i, " ", get_class($e), " (", get_parent_class($e), "): ", $e->getMessage(), " code=", var_export($e->getCode(), true), "\n";
        if ($e instanceof ErrorException) var_dump($e->getSeverity(), $e->getFile(), $e->getLine());
    }
}
