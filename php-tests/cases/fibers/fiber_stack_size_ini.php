<?php
// fiber.stack_size: php checks it when a fiber starts (rphp's fibers have no C stack).
var_dump(ini_get("fiber.stack_size"));
var_dump(ini_set("fiber.stack_size", "-1"));
var_dump(ini_get("fiber.stack_size"));
var_dump(ini_set("fiber.stack_size", "4k"));
$f = new Fiber(function () { echo "ran\n"; });
try {
    $f->start();
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($f->isStarted());
ini_set("fiber.stack_size", "");
try {
    (new Fiber(fn () => null))->start();
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(ini_set("fiber.stack_size", "8k"));
$f = new Fiber(function () { echo "ran\n"; return 5; });
$f->start();
var_dump($f->getReturn());
ini_set("fiber.stack_size", "1M");
$f = new Fiber(function () { echo "ran again\n"; });
$f->start();
