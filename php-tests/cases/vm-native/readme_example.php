<?php
declare(strict_types=1);

/** Yields the Fibonacci numbers below $limit. */
function fibonacci(int $limit): Generator
{
    [$a, $b] = [0, 1];
    while ($a < $limit) {
        yield $a;
        [$a, $b] = [$b, $a + $b];
    }
}

$greet = fn(string $name): string => "Hello, {$name}!";
echo $greet('rphp'), PHP_EOL;

$numbers = [];
foreach (fibonacci(100) as $n) {
    $numbers[] = $n;
}
$even = array_filter($numbers, static fn(int $n): bool => $n % 2 === 0);
echo 'Fibonacci below 100: ', implode(', ', $numbers), PHP_EOL;
echo 'the even ones: ', implode(', ', $even), PHP_EOL;

// A fiber suspends inside a usort comparator: the VM is stackless.
$fiber = new Fiber(function (array $words): array {
    usort($words, function (string $x, string $y): int {
        Fiber::suspend("$x <=> $y");
        return strlen($x) <=> strlen($y) ?: $x <=> $y;
    });
    return $words;
});
$fiber->start(['pear', 'fig', 'banana', 'kiwi']);
while (!$fiber->isTerminated()) {
    $fiber->resume();
}
echo 'sorted by length: ', implode(' ', $fiber->getReturn()), PHP_EOL;
