<?php
$r = 5 |> (fn($x) => $x) |> fn($x) => $x * 2;
