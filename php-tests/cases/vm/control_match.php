<?php
function m($x) {
    return match (true) {
        $x < 0 => "negative",
        $x === 0 => "zero",
        $x < 10, $x < 20 => "small",
        default => "large",
    };
}
echo m(-5), m(0), m(5), m(15), m(100), "\n";
echo match ("2") { 2 => "int", "2" => "string" }, "\n";
try { echo match (5) { 1 => 'a', 2 => 'b' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
try { echo match ("str") { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
try { echo match ([1]) { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
