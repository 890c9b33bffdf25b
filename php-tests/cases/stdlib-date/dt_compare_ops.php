<?php
$a = new DateTime("2024-01-01 00:00:00", new DateTimeZone("UTC"));
$b = new DateTimeImmutable("2024-01-02 00:00:00", new DateTimeZone("UTC"));
$c = new DateTime("2024-01-01 01:00:00", new DateTimeZone("Europe/Paris"));
var_dump($a < $b, $a == $b, $a == $c, $a <=> $b, $b > $a, $a != $c, max($a, $b)->format("c"));
$o = new DateTime("2024-01-01"); $o->dyn = 1;
