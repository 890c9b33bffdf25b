<?php
$n = 15;
echo ($n % 15 == 0 ? "FizzBuzz" : ($n % 3 == 0 ? "Fizz" : ($n % 5 == 0 ? "Buzz" : $n))), "\n";
for ($i = 1; $i <= 15; $i++) echo $i % 15 == 0 ? "FB" : ($i % 3 == 0 ? "F" : ($i % 5 == 0 ? "B" : $i)), " ";
echo "\n";
