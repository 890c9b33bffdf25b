<?php
$r = "hello" |> strlen(...) |> (fn($n) => $n * 2);
var_dump($r);
