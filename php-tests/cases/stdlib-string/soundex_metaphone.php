<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$words = ['Robert', 'Rupert', 'Rubin', 'Ashcraft', 'Ashcroft', 'Tymczak', 'Pfister', 'Honeyman', 'Lloyd', 'Euler', 'Gauss', 'Hilbert', 'Knuth', 'Lukasiewicz', '', 'a', '123', 'Thompson', 'Schmidt', 'Wright', 'Xavier', 'physics', 'ghost', 'knight', 'science', 'character', 'Chicago', 'judge', 'quick brown fox', 'WHICH', 'Aeon', 'tough', 'Bach', 'shhh', 'McDonald'];
foreach ($words as $w) {
    var_dump([$w, soundex($w), metaphone($w), metaphone($w, 2)]);
}
t(fn() => metaphone('Thompson', -1));
t(fn() => metaphone('Thompson', 0));
t(fn() => soundex([]));
