<?php
function isPrime($n) { if ($n < 2) return false; for ($i = 2; $i * $i <= $n; $i++) if ($n % $i == 0) return false; return true; }
$primes = [];
for ($i = 0; count($primes) < 15; $i++) if (isPrime($i)) $primes[] = $i;
echo implode(" ", $primes), "\n";
$words = ['apple', 'Banana', 'cherry'];
$lens = [];
foreach ($words as $w) $lens[$w] = strlen($w);
print_r($lens);
