<?php

$period = new DatePeriod(new DateTime("2020-01-01"), new DateInterval("P1D"), new DateTime("2020-01-02"));

$properties = [
    "recurrences",
    "include_start_date",
    "start",
    "current",
    "end",
    "interval",
];

foreach ($properties as $property) {
    try {
        $period->$property = "new";
    } catch (Error $e) {
        echo $e->getMessage() . "\n";
    }

    try {
        $period->$property[] = "extra";
    } catch (Error $e) {
        echo $e->getMessage() . "\n";
    }
}

try {
    $period->start->modify("+1 hour");
} catch (Error $e) {
    echo $e->getMessage() . "\n";
}

class P extends DatePeriod {}
$p = new P(new DateTime("2020-01-01"), new DateInterval("P1D"), new DateTime("2020-01-05"));
try { $p->recurrences[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $p->current = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
