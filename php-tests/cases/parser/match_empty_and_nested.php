<?php
$a = match ($x) {};
$b = match ($x) { default => match ($y) { 1 => 2, default => 3 } };
