<?php
$x = match ($y) {
    1 => 2,
