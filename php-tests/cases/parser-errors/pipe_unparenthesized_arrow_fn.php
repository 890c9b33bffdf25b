<?php
$r = 5 |> fn($x) => $x * 2;
