<?php
$r = 'hello' |> strtoupper(...) |> strrev(...);
$s = [1, 2, 3] |> array_sum(...);
