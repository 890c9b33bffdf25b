<?php
declare(strict_types=1);
// A method of a built-in class called from a strict_types file takes its arguments
// strictly, as a built-in function does; called back from a non-strict place it does not.
$calls = [
    fn() => new Random\Engine\Xoshiro256StarStar(1.0),
    fn() => new Random\Engine\PcgOneseq128XslRr64(true),
    fn() => (new Random\Randomizer(new Random\Engine\Mt19937(1)))->getInt("1", 5),
    fn() => (new DateTime('@0'))->setTimestamp("5"),
    fn() => (new DateTime('@0'))->setTime(1.0, 2),
    fn() => new SplFixedArray("3"),
    fn() => (new ArrayObject([]))->setFlags("1"),
];
foreach ($calls as $i => $call) {
    try {
        $r = $call();
        echo $i, ": ", get_debug_type($r), "\n";
    } catch (TypeError $e) {
        echo $i, ": ", $e->getMessage(), "\n";
    }
}
// the same called back by array_map (a builtin's call: not strict)
[$d] = array_map([new DateTime('@0'), 'setTimestamp'], ["7"]);
echo $d->getTimestamp(), "\n";
echo (new Random\Randomizer(new Random\Engine\Mt19937(3)))->getInt(1, 100), "\n";
