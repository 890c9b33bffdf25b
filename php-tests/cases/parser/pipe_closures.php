<?php
$r = 5 |> (fn($x) => $x * 2) |> (function ($y) { return $y + 1; });
$c = $val |> $callable |> $obj->method(...) |> Cls::stat(...);
