<?php
// generators consuming generators through foreach, with send(), exceptions, finally
// blocks and early exits along the chain.
function nums($n) {
    try {
        for ($i = 0; $i < $n; $i++) {
            $got = yield $i => $i * 3;
            if ($got !== null) echo "nums got $got\n";
        }
        return "nums done";
    } finally {
        echo "nums finally\n";
    }
}
function evens($g) {
    foreach ($g as $k => $v) {
        if ($v % 2 == 0) {
            yield $k => $v;
        }
    }
    return $g->getReturn();
}
function total($g) {
    $s = 0;
    foreach ($g as $k => $v) {
        $s += $k;
    }
    return $s;
}
echo total(evens(nums(10))), "\n";

$e = evens(nums(7));
foreach ($e as $k => $v) echo "$k=>$v ";
echo "\n", $e->getReturn(), "\n";

// an exception out of the innermost generator reaches the outer foreach
function thrower() {
    yield 1;
    yield 2;
    throw new RuntimeException("inner failed");
}
function pass($g) {
    try {
        foreach ($g as $v) {
            yield $v * 100;
        }
    } finally {
        echo "pass finally\n";
    }
}
try {
    foreach (pass(thrower()) as $v) echo "$v\n";
} catch (RuntimeException $ex) {
    echo "caught ", $ex->getMessage(), " from line ", $ex->getLine(), "\n";
}

// breaking out of the outer loop destroys the chain, running the finally blocks
foreach (pass(nums(100)) as $v) {
    if ($v >= 300) break;
    echo "v=$v\n";
}
echo "after break\n";

// a generator driving itself through foreach
function selfish() {
    global $me;
    yield 1;
    try {
        foreach ($me as $v) {}
    } catch (Exception $er) {
        echo get_class($er), ": ", $er->getMessage(), "\n";
    }
    yield 2;
}
$me = selfish();
foreach ($me as $v) echo "selfish $v\n";
// the same before its first yield
function eager() {
    global $me2;
    try {
        foreach ($me2 as $v) {}
    } catch (Error $er) {
        echo get_class($er), ": ", $er->getMessage(), "\n";
    }
    yield 1;
}
$me2 = eager();
foreach ($me2 as $v) echo "eager $v\n";

// a closed generator cannot be traversed
$c = nums(1);
foreach ($c as $v) {}
try {
    foreach ($c as $v) {}
} catch (Exception $ex) {
    echo get_class($ex), ": ", $ex->getMessage(), "\n";
}

// send() into an inner generator while a foreach drives the outer one
$inner = nums(4);
function outer($inner) {
    foreach ($inner as $k => $v) {
        yield $k;
    }
}
foreach (outer($inner) as $k) {
    echo "outer $k\n";
    if ($k == 1) echo "sent: ", var_export($inner->send("hello"), true), "\n";
}
