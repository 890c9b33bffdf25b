<?php
match ($x) { 1 => f(), default => g() };
foo(match ($y) { 1 => 'a', default => 'b' });
$z = match ($x) { 1 => 1, default => 0 } + 5;
