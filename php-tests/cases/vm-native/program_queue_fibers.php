<?php
$queue = [];
function spawn(callable $fn) { global $queue; $f = new Fiber($fn); $queue[] = $f; }
function run() {
    global $queue;
    while ($queue) {
        $f = array_shift_manual($queue);
        if (!$f->isStarted()) $f->start(); else $f->resume();
        if (!$f->isTerminated()) $queue[] = $f;
    }
}
function array_shift_manual(&$q) { $first = $q[0]; $rest = []; for ($i = 1; $i < count($q); $i++) $rest[] = $q[$i]; $q = $rest; return $first; }
foreach (['A', 'B', 'C'] as $name) spawn(function () use ($name) { for ($i = 1; $i <= 3; $i++) { echo "$name$i "; Fiber::suspend(); } });
run();
echo "\n";
