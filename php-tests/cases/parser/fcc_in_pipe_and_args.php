<?php
$r = array_map(intval(...), ['1', '2']);
$x = 'abc' |> strtoupper(...);
